import { randomBytes } from 'node:crypto';

/** A fresh, unguessable nonce for the inline scripts of one document (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  nonce: string;
  /** Origin of the Store API: product media and the local payment gateway live there. */
  storeApiOrigin: string;
  /** Further origins forms may be sent or redirected to (external payment providers). */
  paymentOrigins?: readonly string[];
  /** Further origins images may come from (a media CDN). */
  mediaOrigins?: readonly string[];
  /** The tag manager's origin, only when a tag manager id is configured (decision 0020). */
  tagManagerOrigin?: string;
  /** The captcha widget's origins, only when a captcha site key is configured (decision 0022). */
  captchaOrigins?: { script: readonly string[]; frame: readonly string[]; connect: readonly string[] };
}

/** Origins from a comma-separated list; anything that is not an http(s) URL is dropped with a log line. */
export function parseOrigins(value: string | undefined, name: string): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        if (url.protocol === 'https:' || url.protocol === 'http:') return [url.origin];
      } catch {
        // reported below
      }
      console.error(`${name}: ignoring "${entry}", not an http(s) origin`);
      return [];
    });
}

/**
 * The document's Content-Security-Policy: scripts only from our origin or with this request's
 * nonce (no `unsafe-inline` scripts), no framing of the shop, forms only to us and the payment
 * gateway. Inline style attributes stay allowed (React renders a few; they cannot run code).
 * Click-to-load videos may frame YouTube's no-cookie player and Vimeo once the shopper asks.
 */
/**
 * Where Google Analytics 4, loaded by the tag manager, sends its hits (Google's CSP guidance for
 * GA4: measurement requests and the pixel fallback). Allowed only when a tag manager id is set.
 */
export const analyticsOrigins = {
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

export function contentSecurityPolicy({ nonce, storeApiOrigin, paymentOrigins = [], mediaOrigins = [], tagManagerOrigin, captchaOrigins }: CspOptions): string {
  const tagManager = tagManagerOrigin ? [tagManagerOrigin] : [];
  const analytics = tagManagerOrigin ? analyticsOrigins : { img: [], connect: [] };
  const captcha = captchaOrigins ?? { script: [], frame: [], connect: [] };
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': unique(["'self'", `'nonce-${nonce}'`, ...tagManager, ...captcha.script]),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': unique(["'self'", 'data:', 'blob:', storeApiOrigin, ...mediaOrigins, ...analytics.img]),
    'font-src': "'self'",
    'connect-src': unique(["'self'", ...tagManager, ...analytics.connect, ...captcha.connect]),
    'frame-src': unique(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...captcha.frame]),
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': "'none'",
    'form-action': unique(["'self'", storeApiOrigin, ...paymentOrigins]),
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Headers for every response the storefront renders (documents and data requests): no MIME
 * sniffing, a referrer that never leaks paths to other sites, no powerful browser features,
 * and HSTS when served over https.
 */
export function applySecurityHeaders(headers: Headers, { https }: { https: boolean }): Headers {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', permissionsPolicy);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return headers;
}
