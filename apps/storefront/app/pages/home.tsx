import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { readCategory } from '@gipfel/api';
import { useTranslation } from '@gipfel/i18n';
import { defaultLanguage, languageFromLocaleCode, localizePath, parseLocalePath } from '../lib/i18n/shop-locales';
import { withShop } from '../lib/server/shop-route.server';
import { cmsPageForLoader, richTextOptions } from '../lib/server/rich-text.server';
import { findLanguageId, loadLanguages } from '../lib/server/store-api.server';
import { isDocumentRequest } from '../lib/i18n/language';
import { detectedHomeLanguage } from '../lib/i18n/locale-detection.server';
import { pageMeta } from '../lib/i18n/page-meta';
import { useCurrency } from '../layouts/use-layout-navigation';
import { cmsPartsOf, StorefrontCmsPage } from '../components/cms-content';
import { pageParts } from '../lib/routing/page-part-assets.server';
import { pagePartLinks } from '../lib/routing/page-part';

const homeMeta = pageMeta('home');

/** The home page's texts, and the CMS elements it loads beyond the content ones (page parts, docs/decisions/0046-hydration-scripts-at-low-priority.md). */
export const meta: MetaFunction<typeof loader> = (args) => [...homeMeta(args), ...pagePartLinks(args.data?.parts ?? [])];

export const loader = withShop(async ({ client, language }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  // The build mounts a home page per prefix it was built for; one this shop's languages do not use
  // (another sales channel's configuration, e.g. /fr on the euro channel) is no page here.
  if (url.pathname.split('/')[1] && parseLocalePath(url.pathname).prefix === '') throw new Response(`Page not found: ${url.pathname}`, { status: 404 });
  // The home of a language prefix always ends in a slash: /en → /en/. Only for page loads:
  // Remix's client-side data request for /en/ arrives as /en too, and redirecting it would loop.
  if (!url.pathname.endsWith('/') && isDocumentRequest(request)) throw redirect(`${url.pathname}/${url.search}`, 301);
  const detected = await detectedHomeLanguage(request);
  if (detected && detected !== language) {
    throw redirect(localizePath('/', detected), { status: 302, headers: { Vary: 'Cookie, Accept-Language' } });
  }

  // The session resolved the language id from the (cached) language list; the home page's CMS
  // layout comes from the sales channel's root category ('home').
  const [languages, home] = await Promise.all([loadLanguages(client), readCategory(client, { categoryId: 'home' })]);
  const cmsPage = home.cmsPage ? cmsPageForLoader(home.cmsPage, await richTextOptions(request, language)) : null;
  return {
    language,
    cmsPage,
    parts: await pageParts(cmsPartsOf(cmsPage)),
    languages: languages.map((l) => ({
      id: l.id,
      name: l.name,
      locale: l.translationCode?.code ?? '',
      code: languageFromLocaleCode(l.translationCode?.code) ?? defaultLanguage(),
      active: l.id === findLanguageId(languages, language),
    })),
  };
});

export default function Home() {
  const { languages, cmsPage, language } = useLoaderData<typeof loader>();
  const { t } = useTranslation('storefront');
  const currency = useCurrency();
  return (
    <>
      {cmsPage ? (
        <StorefrontCmsPage page={cmsPage} localizeHref={(href) => localizePath(href, language)} currency={currency} />
      ) : (
        <>
          <h1>{t('home.title')}</h1>
          <p>{t('home.intro')}</p>
        </>
      )}
      <section aria-labelledby="home-languages">
        <h2 id="home-languages">{t('home.languagesHeading')}</h2>
        {languages.length ? (
          <ul>
            {languages.map((l) => (
              <li key={l.id} lang={l.locale || undefined}>
                <Link to={localizePath('/', l.code)} aria-current={l.active ? 'page' : undefined}>
                  {l.name}
                </Link>
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
