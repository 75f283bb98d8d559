import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from '@remix-run/react';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import {
  getAlternateLinks,
  getCanonicalUrl,
  getLocaleEntry,
  languageFromCookie,
  parseLocalePath,
  serializeLocaleCookie,
  type AlternateLink,
  type LanguageCode,
} from '@gipfel/i18n';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LinkProvider } from '@gipfel/ui';
import { RemixAppLink } from './components/remix-app-link';
import { LoadingOverlay } from './components/loading-overlay';
import { RouteError } from './components/route-error';
import { fallbackTexts, i18nFromTexts, type LanguageTexts } from './lib/i18n';
import { useNonce } from './lib/nonce';
import { textsFor } from './lib/i18n.server';
import { publicOrigin } from './lib/origin.server';
import { loadTextOverrides } from './lib/translations.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = parseLocalePath(url.pathname);
  const origin = publicOrigin(request);
  const headers = new Headers();
  // Remember the language of the page the shopper is on (365 days, path /, Lax: spec §9).
  if (languageFromCookie(request.headers.get('cookie')) !== language) {
    headers.append('Set-Cookie', serializeLocaleCookie(language, origin.startsWith('https:')));
  }
  return data(
    {
      language,
      texts: textsFor(language, await loadTextOverrides(language)),
      debugKeys: url.searchParams.has('lang_debug'),
      alternates: getAlternateLinks(origin, url.pathname),
      canonical: getCanonicalUrl(origin, url.pathname),
    },
    { headers },
  );
}

interface DocumentProps {
  language: LanguageCode;
  texts: LanguageTexts;
  debugKeys: boolean;
  alternates?: AlternateLink[];
  canonical?: string;
  children: ReactNode;
}

function Document({ language, texts, debugKeys, alternates = [], canonical, children }: DocumentProps) {
  const i18n = useMemo(() => i18nFromTexts(language, texts, debugKeys), [language, texts, debugKeys]);
  const nonce = useNonce();
  return (
    <html lang={getLocaleEntry(language).locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <LinkProvider component={RemixAppLink}>
            {children}
            <LoadingOverlay />
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
  return (
    <Document
      language={language}
      texts={rootData?.texts ?? fallbackTexts(language)}
      debugKeys={rootData?.debugKeys ?? false}
      alternates={rootData?.alternates}
      canonical={rootData?.canonical}
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
