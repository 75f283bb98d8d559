import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isLanguageCode, languageFromParam } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { createStoreApiSession, findLanguageId, loadLanguages, toErrorResponse } from '../lib/store-api.server';
import { storefrontTexts } from '../lib/texts';

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const language = loaderData && isLanguageCode(loaderData.language) ? loaderData.language : 'de';
  const texts = storefrontTexts[language];
  return [{ title: `${texts.shopName} – ${texts.tagline}` }, { name: 'description', content: texts.home.intro }];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageFromParam(params.lang);
  if (!language) throw new Response(`Page Not Found: ${url.pathname}`, { status: 404 });
  // The home of a language prefix always ends in a slash: /en → /en/.
  if (params.lang && !url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}`, 301);

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
    <main id="main">
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
    </main>
  );
}
