import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BlogList, loadNewsPage, newsPageOf } from '@gipfel/cms';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PageTitle } from '../components/page-title';
import { useLanguage } from '../lib/i18n/language';
import { withShop } from '../lib/server/shop-route.server';
import { pageMeta } from '../lib/i18n/page-meta';

export const meta = pageMeta('news');

/** `/news` (`?p=2` …): the published posts, newest first, with page links that work without JavaScript. */
export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const page = await loadNewsPage(client, newsPageOf(url.searchParams));
  // A page beyond the last one is the shell's 404 page.
  if (!page) throw new Response(`Page not found: ${url.pathname}`, { status: 404 });
  return page;
});

export default function NewsPage() {
  const { posts, page, total, limit } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const { t } = useTranslation('storefront');
  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb.home'), href: localizePath('/', language) }, { label: t('pages.news.title') }]} />
      <PageTitle pageId="news" />
      <BlogList posts={posts} page={page} total={total} limit={limit} postHref={(post) => localizePath(`/news/blog/${post.id}`, language)} />
    </>
  );
}
