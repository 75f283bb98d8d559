import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { translatedText } from '@gipfel/api';
import { blogPostingJsonLd, BlogPostView, loadBlogPost } from '@gipfel/cms';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { Breadcrumbs } from '../components/breadcrumbs';
import { shopNameOf } from '../lib/i18n/page-meta';
import { useLanguage } from '../lib/i18n/language';
import { withShop } from '../lib/server/shop-route.server';
import { publicOrigin } from '../lib/server/origin.server';
import { richTextOptions } from '../lib/server/rich-text.server';
import { withSanitizedHtml } from '@gipfel/cms/server';
import { storefrontTextsIn } from '../lib/i18n/i18n.server';
import { useCurrency } from '../layouts/use-layout-navigation';

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const shopName = shopNameOf(matches);
  const title = translatedText(page.post, 'title');
  const description = translatedText(page.post, 'teaser');
  const tags: ReturnType<MetaFunction> = [{ title: `${title} | ${shopName}` }];
  if (description) tags.push({ name: 'description', content: description });
  return tags;
};

/** `/news/blog/:id`: one published post (unknown, scheduled or malformed ids: the shell's 404 page). */
export const loader = withShop(async ({ client, language }, { request, params }: LoaderFunctionArgs) => {
  const post = await loadBlogPost(client, params.id);
  if (!post) throw new Response(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
  const url = `${publicOrigin(request)}${new URL(request.url).pathname}`;
  // The body is the editor's HTML: sanitised here, the page renders it as it is.
  return { post: withSanitizedHtml(post, 'content', await richTextOptions(request, language)), jsonLd: blogPostingJsonLd(post, url, storefrontTextsIn(language).shopName) };
});

export default function BlogPostPage() {
  const { post, jsonLd } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const currency = useCurrency();
  const { t } = useTranslation('storefront');
  const title = translatedText(post, 'title');
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.home'), href: localizePath('/', language) },
          { label: t('pages.news.title'), href: localizePath('/news', language) },
          { label: title },
        ]}
      />
      <BlogPostView
        key={post.id}
        post={post}
        currency={currency}
        localizeHref={(path) => localizePath(path, language)}
        addToCartAction={localizePath('/checkout/cart', language)}
      />
    </>
  );
}
