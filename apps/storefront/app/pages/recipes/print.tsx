import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RecipePrintView, recipeName, recipePath, servingsOf } from '@gipfel/recipes';
import { useTranslation } from '@gipfel/i18n';
import { shopLocales } from '../../lib/i18n/shop-locales';
import { shopNameOf } from '../../lib/i18n/page-meta';
import { useLanguage } from '../../lib/i18n/language';
import { loadRecipePage } from './recipe-page.server';
import { withShop } from '../../lib/server/shop-route.server';

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const shopName = shopNameOf(matches);
  // The print view is a copy of the recipe page: not for search engines.
  return [{ title: `${recipeName(page.recipe)} | ${shopName}` }, { name: 'robots', content: 'noindex, follow' }];
};

/** `/recipes/:slug/print`: the recipe on A4 paper in the bare print layout. */
export const loader = withShop(async (shop, { request, params }: LoaderFunctionArgs) => {
  const { detail, seo, url } = await loadRecipePage(shop, request, params.slug ?? '', '/print');
  const { servings } = servingsOf(url.searchParams, detail.recipe);
  return { recipe: detail.recipe, servings, autoPrint: url.searchParams.get('autoprint') === '1', canonical: seo.canonical, seoLinks: { canonical: seo.canonical, alternates: [] } };
});

export default function RecipePrintPage() {
  const { recipe, servings, autoPrint, canonical } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const { t } = useTranslation('storefront');
  const { t: tRecipes } = useTranslation('recipes');
  const path = recipePath(recipe.slug ?? recipe.id, language, shopLocales());
  return (
    <RecipePrintView
      recipe={recipe}
      servings={servings}
      backHref={servings !== recipe.servings ? `${path}?servings=${servings}` : path}
      autoPrint={autoPrint}
      onAutoPrinted={() => {
        // A reload or the back button must not open the dialog again.
        const url = new URL(window.location.href);
        url.searchParams.delete('autoprint');
        window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
      }}
      footer={`${tRecipes('print.source', { shop: t('shopName') })} · ${canonical}`}
    />
  );
}
