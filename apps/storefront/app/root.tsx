import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
} from '@remix-run/react';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { I18nextProvider, ShopFormatProvider, type AlternateLink, type LanguageCode, type MoneyPattern } from '@gipfel/i18n';
import { serializeLocaleCookie } from '@gipfel/i18n/host';
import { defaultShopTimeZone } from './lib/config/shop-time-zone';
import { LinksWithInlineStyles } from './lib/styles/inline-stylesheets';
import { getAlternateLinks, getCanonicalUrl, languageFromCookie, parseLocalePath, shopLanguagesConfig, shopLanguagesElementId, shopLocales } from './lib/i18n/shop-locales';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LinkProvider } from '@gipfel/ui';
import { captureChoicesScript, restoreChoicesBeforeHydration } from '@gipfel/ui/host';
import { RichTextProvider } from '@gipfel/cms';
import { RemixAppLink } from './components/remix-app-link';
import { pageTextNamespaces } from './page-paths';
import { BuildWatcher } from './components/build-watcher';
import { TagManager, type TagManagerProps } from './components/tag-manager';
import { LoadingOverlay } from './components/loading-overlay';
import { RouteError } from './components/route-error';
import { i18nFromTexts, type LanguageTexts } from './lib/i18n/i18n';
import { fallbackTextsElementId, useFallbackTexts } from './lib/i18n/fallback-texts-context';
import { useNonce } from './lib/security/nonce';
import { loadTexts, registerTexts, registeredTexts } from './lib/i18n/text-registry';
import { textsBundle } from './lib/i18n/texts-bundle.server';
import { refuseMarkedBody } from './lib/security/body-limit.server';
import { getServerEnv } from './lib/server/env.server';
import { isSecureOrigin, publicOrigin } from './lib/server/origin.server';
import { loadTextOverrides } from './lib/i18n/translations.server';
import { moneyPatternsOfMatches } from './lib/i18n/money-patterns';

export async function loader({ request }: LoaderFunctionArgs) {
  // A post whose body server.mjs refused as too large comes here as a read: the 413 page.
  refuseMarkedBody(request);
  const url = new URL(request.url);
  const { language } = parseLocalePath(url.pathname);
  const origin = publicOrigin(request);
  const headers = new Headers();
  // Remember the language of the page the shopper is on (365 days, path /, Lax).
  if (languageFromCookie(request.headers.get('cookie')) !== language) {
    headers.append('Set-Cookie', serializeLocaleCookie(language, isSecureOrigin(request)));
  }
  // The shell's texts and the page's own (decision 0025: a recipe's texts only on recipe pages),
  // named by their versioned address, not sent with the page (decision 0029): the browser fetches
  // them once and keeps them; the server renders with them from the registry.
  const texts = textsBundle(language, await loadTextOverrides(language), pageTextNamespaces(url.pathname));
  registerTexts(texts.url, texts.texts);
  return data(
    {
      language,
      textsUrl: texts.url,
      debugKeys: url.searchParams.has('lang_debug'),
      // Link policy (decision 0020): the configured external hosts and our own origin.
      linkPolicy: { externalHosts: getServerEnv().externalHosts, origin },
      // Tag manager (decision 0020): null without an id; loads only after consent.
      tagManager: getServerEnv().tagManager,
      // Captcha widget (decision 0022): its public part only (site key, language); null by default.
      captchaWidget: getServerEnv().captchaWidget?.config ?? null,
      // The shop's time zone (decision 0057): the server and the browser write dates on the same day.
      shopTimeZone: getServerEnv().shopTimeZone,
    },
    { headers },
  );
}

/**
 * On a client navigation that runs the root loader again (a language switch, other page-only
 * texts, a form post), the texts it names are fetched before the page renders with them; most
 * often they are known already. At hydration the server's data is used as it is (entry.client
 * has fetched the texts by then).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const rootData = await serverLoader<typeof loader>();
  await loadTexts(rootData.textsUrl);
  return rootData;
}

/**
 * The root's data (language, texts, link policy) stays as it is on a client navigation
 * within one language and the same page-only texts (decision 0025): the shell's texts are not sent
 * again with every page. Form posts, reloads, a language switch, `?lang_debug` and pages with other
 * page-only texts run the root loader again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  return (
    parseLocalePath(currentUrl.pathname).language !== parseLocalePath(nextUrl.pathname).language ||
    currentUrl.searchParams.has('lang_debug') !== nextUrl.searchParams.has('lang_debug') ||
    pageTextNamespaces(currentUrl.pathname).join(',') !== pageTextNamespaces(nextUrl.pathname).join(',')
  );
};

const noExternalHosts: string[] = [];

/** The configuration as JSON safe inside a script element (`<` escaped, so no `</script>` can end it). */
function shopLanguagesJson(): string {
  return JSON.stringify(shopLanguagesConfig()).replace(/</g, '\\u003c');
}

interface DocumentProps {
  language: LanguageCode;
  texts: LanguageTexts;
  /** Address of the texts (decision 0029): preloaded, so hydration does not wait for a script to ask. */
  textsUrl?: string;
  /** Without the root's data: the error texts as the server wrote them into the page (fallback-texts-context.ts). */
  fallbackJson?: string;
  debugKeys: boolean;
  alternates?: AlternateLink[];
  canonical?: string;
  linkPolicy?: { externalHosts: string[]; origin: string };
  tagManager?: TagManagerProps;
  /** The shop's time zone (`SHOP_TIME_ZONE`); the default one without the root's data. */
  shopTimeZone?: string;
  /** From the pages' and layouts' data (decision 0069): prices hydrate without Intl. */
  moneyPatterns?: MoneyPattern[];
  children: ReactNode;
}

function Document({ language, texts, textsUrl, fallbackJson, debugKeys, alternates = [], canonical, linkPolicy, tagManager, shopTimeZone, moneyPatterns, children }: DocumentProps) {
  const i18n = useMemo(() => i18nFromTexts(language, texts, debugKeys), [language, texts, debugKeys]);
  const nonce = useNonce();
  // The first page's address only: later ones are fetched by the root's clientLoader, and a new
  // preload for them would go unused.
  const [preloadTextsUrl] = useState(textsUrl);
  // Hydration is done when the document's effects run: give back the radio buttons and checkboxes
  // the shopper changed before it (the capture script below noted them).
  useEffect(() => {
    restoreChoicesBeforeHydration();
  }, []);
  // Pages a CDN may share go out without the language cookie (decision 0023): the browser
  // remembers the language itself, with the same attributes.
  useEffect(() => {
    if (languageFromCookie(document.cookie) !== language) document.cookie = serializeLocaleCookie(language, window.location.protocol === 'https:');
  }, [language]);
  return (
    <html lang={shopLocales().language(language).localeCode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Browsers hide the nonce from the page's scripts: React would see "" where the server wrote it. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: captureChoicesScript }} />
        <Meta />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        <LinksWithInlineStyles />
        {preloadTextsUrl ? <link rel="preload" href={preloadTextsUrl} as="fetch" crossOrigin="anonymous" data-texts="" /> : null}
        {/* The shop's languages (SHOP_LANGUAGES): the browser reads them here before it renders (decision 0055). Data, not a script. */}
        <script type="application/json" id={shopLanguagesElementId} dangerouslySetInnerHTML={{ __html: shopLanguagesJson() }} />
        {fallbackJson ? <script type="application/json" id={fallbackTextsElementId} data-language={language} dangerouslySetInnerHTML={{ __html: fallbackJson }} /> : null}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {/* Without the root's data (its own error), no external site is linked. */}
          <LinkProvider component={RemixAppLink} externalHosts={linkPolicy?.externalHosts ?? noExternalHosts} origin={linkPolicy?.origin}>
            <ShopFormatProvider timeZone={shopTimeZone ?? defaultShopTimeZone} moneyPatterns={moneyPatterns}>
              {/* Every loader sanitised the rich text it sends (lib/server/rich-text.server.ts): pages render it as it is. */}
              <RichTextProvider sanitize="on-server">{children}</RichTextProvider>
              <LoadingOverlay />
              <BuildWatcher />
              {tagManager?.config ? <TagManager {...tagManager} /> : null}
            </ShopFormatProvider>
          </LinkProvider>
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const language = rootData?.language ?? parseLocalePath(location.pathname).language;
  // Canonical and hreflang links follow the URL (the root's data is not reloaded with every page);
  // a page whose path differs per language (a recipe's slug) names its own.
  const origin = rootData?.linkPolicy.origin;
  const matches = useMatches();
  const seoLinks = matches
    .map((m) => (m.data as { seoLinks?: { canonical: string; alternates: AlternateLink[] } } | undefined)?.seoLinks)
    .find((links) => links !== undefined);
  const pageTexts = rootData ? registeredTexts(rootData.textsUrl) : undefined;
  // Without the root's data (its own error): the shell's error texts, not part of the browser's shell.
  const fallback = useFallbackTexts(language, !pageTexts);
  return (
    <Document
      language={language}
      texts={pageTexts ?? fallback?.texts ?? {}}
      textsUrl={rootData?.textsUrl}
      fallbackJson={fallback?.json}
      debugKeys={rootData?.debugKeys ?? false}
      alternates={seoLinks?.alternates ?? (origin ? getAlternateLinks(origin, location.pathname) : undefined)}
      canonical={seoLinks?.canonical ?? (origin ? getCanonicalUrl(origin, location.pathname) : undefined)}
      linkPolicy={rootData?.linkPolicy}
      tagManager={rootData ? { config: rootData.tagManager } : undefined}
      shopTimeZone={rootData?.shopTimeZone}
      moneyPatterns={moneyPatternsOfMatches(matches)}
    >
      {children}
    </Document>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
