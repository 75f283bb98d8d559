import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { captchaWidgetOrigins } from '@gipfel/forms';
import { renderToPipeableStream } from 'react-dom/server';
import { getServerEnv } from './lib/server/env.server';
import { configureShopLocales } from './lib/i18n/shop-locales';
import { tagManagerOrigin } from './lib/config/shell-config';
import { NonceProvider } from './lib/security/nonce';
import { FallbackTextsProvider } from './lib/i18n/fallback-texts-context';
import { fallbackTexts } from './lib/i18n/fallback-texts';
import { InlineStylesheetsProvider } from './lib/styles/inline-stylesheets';
import { inlineStylesheetsOf } from './lib/styles/inline-stylesheets.server';
import { isSecureOrigin } from './lib/server/origin.server';
import { requestContext } from './lib/server/request-context.server';
import { serverTimingEnabled, serverTimingHeader } from './lib/server/server-timing.server';
import { applySecurityHeaders, contentSecurityPolicy, createNonce, parseOrigins, type CspOptions } from './lib/security/security-headers.server';

// The shop's languages of this process (SHOP_LANGUAGES, checked at start-up; decision 0055).
configureShopLocales(getServerEnv().shopLanguages);

// Used by server.mjs before Remix handles requests (decision 0020).
export { checkConfiguration, createRouteRuleHandler } from './lib/server/platform.server';
export { createBodyLimitHandler } from './lib/security/body-limit.server';
export { dropUntrustedForwardedHost, requestIdOf, trustProxySetting } from './lib/server/trust-proxy.server';
// Health, logs and metrics (server/*.mjs): the Store API's answer for readiness, the read cache's figures.
export { probeStoreApi } from './lib/server/health.server';
export { storeApiReadCache } from './lib/server/store-api.server';
// The cache policy of every answer (documents, `.data`, resource routes), applied by server.mjs (decision 0049).
export { withCachePolicy } from './lib/cache/cache-policy.server';
// The build's stylesheets written into each document (production, decision 0068).
export { inlineStylesheetsFrom } from './lib/styles/inline-stylesheets.server';

const ABORT_DELAY_MS = 5_000;

let policyOrigins: Omit<CspOptions, 'nonce'> | undefined;
function cspOrigins() {
  policyOrigins ??= {
    storeApiOrigin: new URL(getServerEnv().storeApiEndpoint).origin,
    paymentOrigins: parseOrigins(process.env.CSP_PAYMENT_ORIGINS, 'CSP_PAYMENT_ORIGINS'),
    mediaOrigins: parseOrigins(process.env.CSP_MEDIA_ORIGINS, 'CSP_MEDIA_ORIGINS'),
    // Only with a tag manager id: nothing outside is allowed to load otherwise (decision 0020).
    tagManagerOrigin: getServerEnv().tagManager ? tagManagerOrigin : undefined,
    // Likewise the captcha widget (decision 0022).
    captchaOrigins: getServerEnv().captchaWidget ? captchaWidgetOrigins : undefined,
  };
  return policyOrigins;
}

/**
 * Renders every document: streamed to browsers as soon as the shell is ready, completely for
 * crawlers. Each response gets a fresh nonce for Remix's inline scripts and the security headers
 * (CSP without `unsafe-inline` scripts), in development too: Vite's modules and its HMR socket
 * come from our own origin (server.mjs), and Remix's HMR runtime is imported by its nonced script.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, { https: isSecureOrigin(request) });
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ nonce, ...cspOrigins() }));
  // A 429 page tells the browser (and crawlers) when to come back, like the shop told us; so does
  // a 503 of a server too busy for another upload (decision 0051).
  const retryAfter = Object.values(remixContext.staticHandlerContext.errors ?? {})
    .map((error) => (error as { status?: number; data?: { retryAfterSeconds?: unknown } } | null))
    .find((error) => error?.status === responseStatusCode && typeof error.data?.retryAfterSeconds === 'number')?.data?.retryAfterSeconds;
  if ((responseStatusCode === 429 || responseStatusCode === 503) && typeof retryAfter === 'number') responseHeaders.set('Retry-After', String(retryAfter));
  const calls = requestContext.getStore()?.calls;
  if (serverTimingEnabled() && calls) responseHeaders.set('Server-Timing', serverTimingHeader(calls));
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <FallbackTextsProvider value={fallbackTexts}>
          <InlineStylesheetsProvider value={inlineStylesheetsOf(remixContext.manifest)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
          </InlineStylesheetsProvider>
        </FallbackTextsProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : ready,
        onAllReady: waitForAll ? ready : undefined,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by Remix; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}

/**
 * Data requests (client navigations, fetchers) get the same headers, without the document-only CSP.
 * Their Cache-Control, like every answer's, is set by server.mjs (`withCachePolicy`).
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applySecurityHeaders(response.headers, { https: isSecureOrigin(request) });
  return response;
}
