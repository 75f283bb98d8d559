import { expect, test } from './support/test';
import { createCustomer, signIn } from './support/customer';

// Every route of the shop answers in all three languages inside its layout (server-rendered HTML).
const routes: { path: string; de: string; en: string; fr: string; layout: 'full' | 'reduced'; session?: true }[] = [
  { path: '/account', de: 'Kontoübersicht', en: 'Account overview', fr: 'Aperçu du compte', layout: 'full', session: true },
  { path: '/account/address', de: 'Adressen', en: 'Addresses', fr: 'Adresses', layout: 'full', session: true },
  { path: '/account/order', de: 'Bestellungen', en: 'Orders', fr: 'Commandes', layout: 'full', session: true },
  { path: '/account/payment', de: 'Zahlungsart', en: 'Payment method', fr: 'Mode de paiement', layout: 'full', session: true },
  { path: '/account/profile', de: 'Persönliche Daten', en: 'Personal details', fr: 'Données personnelles', layout: 'full', session: true },
  { path: '/account/recover', de: 'Passwort vergessen', en: 'Forgotten password', fr: 'Mot de passe oublié', layout: 'full' },
  { path: '/account/recover/password', de: 'Neues Passwort festlegen', en: 'Set a new password', fr: 'Définir un nouveau mot de passe', layout: 'full' },
  { path: '/checkout/cart', de: 'Warenkorb', en: 'Shopping cart', fr: 'Panier', layout: 'reduced' },
  { path: '/login', de: 'Anmelden', en: 'Sign in', fr: 'Se connecter', layout: 'reduced' },
  { path: '/register', de: 'Konto erstellen', en: 'Create an account', fr: 'Créer un compte', layout: 'reduced' },
  { path: '/reset-password', de: 'Passwort zurücksetzen', en: 'Reset password', fr: 'Réinitialiser le mot de passe', layout: 'full' },
  { path: '/search', de: 'Suche', en: 'Search', fr: 'Recherche', layout: 'full' },
  { path: '/wishlist', de: 'Merkzettel', en: 'Wishlist', fr: 'Liste d’envies', layout: 'full' },
  { path: '/newsletter-subscribe', de: 'Newsletter-Anmeldung', en: 'Newsletter subscription', fr: 'Inscription à la newsletter', layout: 'full' },
  { path: '/shopware', de: 'Über unsere Plattform', en: 'About our platform', fr: 'À propos de notre plateforme', layout: 'full' },
];

const prefixes = { de: '', en: '/en', fr: '/fr' } as const;

for (const route of routes) {
  test(`${route.path} exists in de, en and fr with its layout`, async ({ request, page, baseURL }) => {
    if (route.session) {
      // Account pages are for signed-in customers: visitors go to the sign-in page of their language.
      for (const prefix of Object.values(prefixes)) {
        const response = await request.get(`${prefix}${route.path}`, { maxRedirects: 0 });
        expect(response.status(), `${prefix}${route.path}`).toBe(302);
        expect(response.headers()['location']).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}${route.path}`)}`);
      }
      await signIn(page, request, baseURL!, await createCustomer(request, baseURL!));
    }
    const client = route.session ? page.request : request;
    for (const [language, prefix] of Object.entries(prefixes) as [keyof typeof prefixes, string][]) {
      const response = await client.get(`${prefix}${route.path}`);
      expect(response.status(), `${prefix}${route.path}`).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${route[language]}</h1>`);
      // Full layouts have the search form; checkout and auth pages a reduced header without it.
      expect(html.includes('role="search"'), `${prefix}${route.path} layout`).toBe(route.layout === 'full');
    }
  });
}

test('account and service pages show breadcrumbs with their translated labels', async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL!, await createCustomer(request, baseURL!));
  await page.goto('/fr/account/address');
  const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(trail.getByRole('listitem')).toHaveText(['Accueil', 'Mon compte', 'Adresses']);
  await expect(trail.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/account');
  await page.goto('/en/reset-password');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Password reset']);
  await page.goto('/wishlist');
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem')).toHaveText(['Startseite', 'Merkzettel']);
});

test('checkout with an empty cart sends the shopper to the cart page, in every language', async ({ request }) => {
  for (const prefix of ['', '/en', '/fr']) {
    const response = await request.get(`${prefix}/checkout`, { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(response.headers()['location']).toBe(`${prefix}/checkout/cart`);
  }
});

// A segment that is no language is no page (decision 0034), also where the page would send a
// visitor elsewhere first: the 404 comes before the account's redirect to the sign-in page.
test('an account or checkout path behind a segment that is no language answers 404, not the sign-in page', async ({ page, request }) => {
  for (const path of ['/xx/account', '/xx/account/profile', '/xx/account/order', '/es/account/address', '/xx/checkout', '/xx/login']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    // The client navigation's data too: no redirect in it.
    const data = await request.get(`${path}.data`, { maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(404);
  }
  const response = await page.goto('/xx/account/profile');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fehler 404');
  await expect(page.getByTestId('error-detail')).toHaveText('Page not found: /xx/account/profile');
  // The shop's own languages still send a visitor to sign in.
  for (const prefix of ['', '/en', '/fr']) {
    const account = await request.get(`${prefix}/account/profile`, { maxRedirects: 0 });
    expect(account.status(), `${prefix}/account/profile`).toBe(302);
    expect(account.headers()['location']).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}/account/profile`)}`);
  }
});

// Our routes match in their own case (decision 0034): the shop's info page "Contact" (/en/Contact/,
// /fr/Contact/) is the catch-all's CMS page, while /en/contact and /fr/contact stay the contact form.
test('/fr/Contact/ and /en/Contact/ are the shop pages, /fr/contact and /en/contact the form', async ({ page }) => {
  for (const prefix of ['/en', '/fr']) {
    const shopPage = await page.goto(`${prefix}/Contact/`);
    expect(shopPage?.status(), `${prefix}/Contact/`).toBe(200);
    // After hydration and the discovery of the page's links (the contact form's route among them):
    // the browser's routes match in their own case too, so the page stays the shop page.
    await page.waitForLoadState('networkidle');
    // The page's title and the info text's own heading.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText('Contact');
    await expect(page.getByRole('main').getByText('+41 31 000 00 00')).toBeVisible();
    await expect(page.getByRole('main').locator('textarea')).toHaveCount(0);

    const form = await page.goto(`${prefix}/contact`);
    expect(form?.status(), `${prefix}/contact`).toBe(200);
    await expect(page.getByRole('main').locator('textarea').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('+41 31 000 00 00')).toHaveCount(0);
  }
});
