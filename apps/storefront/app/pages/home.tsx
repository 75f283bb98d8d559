import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { createStoreApiSession, findLanguageId, loadLanguages, toErrorResponse } from '../lib/store-api.server';
import { localizePath } from '@gipfel/i18n';
import { detectedHomeLanguage, languageOf } from '../lib/language';
import { pageMeta } from '../lib/page-meta';

export const meta = pageMeta('home');

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOf(request);
  // The home of a language prefix always ends in a slash: /en → /en/.
  if (!url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}`, 301);
  const detected = detectedHomeLanguage(request);
  if (detected && detected !== language) {
    throw redirect(localizePath('/', detected), { status: 302, headers: { Vary: 'Cookie, Accept-Language' } });
  }

  const { client, headers } = createStoreApiSession(request);
  const languages = await loadLanguages(client).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  return data(
    {
      language,
      languages: languages.map((l) => ({
        id: l.id,
        name: l.name,
        locale: l.translationCode?.code ?? '',
        active: l.id === findLanguageId(languages, language),
      })),
    },
    { headers },
  );
}

export default function Home() {
  const { languages } = useLoaderData<typeof loader>();
  const { t } = useTranslation('storefront');
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <section aria-labelledby="home-languages">
        <h2 id="home-languages">{t('home.languagesHeading')}</h2>
        {languages.length ? (
          <ul>
            {languages.map((l) => (
              <li key={l.id} lang={l.locale || undefined} aria-current={l.active ? 'true' : undefined}>
                {l.name}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('home.languagesEmpty')}</p>
        )}
      </section>
    </>
  );
}
