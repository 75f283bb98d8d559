import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getLocaleEntry, parseLocalePath, type LanguageCode } from '@gipfel/i18n';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouteError } from './components/route-error';
import { i18nFromTexts, textsFor, type LanguageTexts } from './lib/i18n';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { language } = parseLocalePath(url.pathname);
  return {
    language,
    texts: textsFor(language),
    debugKeys: url.searchParams.has('lang_debug'),
  };
}

function Document({ language, texts, debugKeys, children }: { language: LanguageCode; texts: LanguageTexts; debugKeys: boolean; children: ReactNode }) {
  const i18n = useMemo(() => i18nFromTexts(language, texts, debugKeys), [language, texts, debugKeys]);
  return (
    <html lang={getLocaleEntry(language).locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const language = data?.language ?? parseLocalePath(location.pathname).language;
  return (
    <Document language={language} texts={data?.texts ?? textsFor(language)} debugKeys={data?.debugKeys ?? false}>
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
