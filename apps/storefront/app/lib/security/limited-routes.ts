/**
 * The sensitive forms, limited per client IP: sign-in, sign-up, recovery (with a guest's order
 * look-up), service forms, newsletter. Page route id (app/route-table.ts, without the language) →
 * bucket: the pages of one bucket share one allowance. Keyed by route, not by path: every spelling Remix runs a page's
 * action for (`/fr/login`, `/login/`, `/%6Cogin`, the single-fetch `/login.data` and
 * `/login/.data`) counts. The one list: the storefront's guard (request-guard.server.ts) counts
 * it per instance, and the nginx tier (deploy/nginx/render.ts) derives its per-IP limits, which
 * hold across instances, from it. No imports: the renderer loads this file with tsx.
 */
export const limitedRoutes: Readonly<Record<string, string>> = Object.freeze({
  login: 'login',
  register: 'register',
  'account-recover': 'recovery',
  'account-recover-password': 'recovery',
  'reset-password': 'recovery',
  // Email and postal code of a guest's order (the deep link code is long and random; the pair is not).
  'account-order-guest': 'recovery',
  contact: 'forms',
  'repair-request': 'forms',
  return: 'forms',
  warranty: 'forms',
  'newsletter-subscribe': 'newsletter',
});
