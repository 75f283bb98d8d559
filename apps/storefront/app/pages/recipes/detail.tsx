import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getCartMessages, translateCartMessage, type CartMessage } from '@gipfel/cart';
import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { localizePath, shopLocales } from '../../lib/i18n/shop-locales';
import {
  addIngredientsToCart,
  INGREDIENTS_TO_CART_INTENT,
  recipeName,
  recipePageOf,
  recipePath,
  RecipePageView,
  recipeTeaser,
  type IngredientsToCartResult,
} from '@gipfel/recipes';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { shopNameOf } from '../../lib/i18n/page-meta';
import { useLanguage } from '../../lib/i18n/language';
import { loadRecipePage } from './recipe-page.server';
import { serverTranslator } from '../../lib/i18n/i18n.server';
import { loadTextOverrides } from '../../lib/i18n/translations.server';
import { withShop } from '../../lib/server/shop-route.server';
import { useCurrency } from '../../layouts/use-layout-navigation';

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const tags: ReturnType<MetaFunction> = [{ title: `${recipeName(page.recipe)} | ${shopNameOf(matches)}` }];
  const description = recipeTeaser(page.recipe);
  if (description) tags.push({ name: 'description', content: description });
  return tags;
};

/**
 * `/recipes/:slug`: one recipe with the servings scaler (`?servings=`), its products to put in the
 * cart and the print link. Unknown slugs get the 404 page; another language's slug or the id
 * moves to this language's slug.
 */
export const loader = withShop(async (shop, { request, params }: LoaderFunctionArgs) => {
  const { detail, seo, url } = await loadRecipePage(shop, request, params.slug ?? '');
  return {
    // The units of the cart form and the JSON-LD in the host's texts (Italian is the host's).
    ...recipePageOf(detail, url.searchParams, { language: shop.language, canonical: seo.canonical, t: serverTranslator(shop.language, 'recipes', await loadTextOverrides(shop.language)) }),
    seoLinks: { canonical: seo.canonical, alternates: seo.alternates },
    // The language switch goes to the id in the other language, which moves to the slug there.
    technicalPath: `/recipes/${detail.recipe.id}`,
  };
});

type ActionResult = IngredientsToCartResult<CartMessage>;

/**
 * Ingredients to the cart: success goes back to the recipe (post/redirect/get) with its servings
 * and `?added=<count>`; anything else stays on the page with the selection kept.
 */
export const action = withShop(async ({ client }, { request }: ActionFunctionArgs) => {
  const form = await request.formData();
  if (form.get('intent') !== INGREDIENTS_TO_CART_INTENT) return data({ values: { selected: [], quantities: {} }, messages: [] } satisfies ActionResult, { status: 400 });
  const outcome = await addIngredientsToCart(client, { form, cartMessages: getCartMessages });
  if (!outcome.ok) return data(outcome.result, { status: outcome.unavailable ? 502 : 400 });
  const url = new URL(request.url);
  const servings = url.searchParams.get('servings');
  const query = new URLSearchParams(servings ? { servings } : {});
  query.set('added', String(outcome.added));
  throw redirect(`${url.pathname}?${query}`, 303);
});

export default function RecipePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const language = useLanguage();
  const currency = useCurrency();
  const { t } = useTranslation('storefront');
  const { t: tCart } = useTranslation('cart');
  return (
    <RecipePageView
      page={page}
      result={result}
      cartMessageText={(message) => translateCartMessage(message, tCart)}
      formatPrice={(amount) => formatMoney(amount, { currency, locale: formatLocaleOf(language) })}
      cartHref={localizePath('/checkout/cart', language)}
      pagePath={recipePath(page.recipe.slug ?? page.recipe.id, language, shopLocales())}
      pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === INGREDIENTS_TO_CART_INTENT}
      before={
        <Breadcrumbs
          items={[
            { label: t('breadcrumb.home'), href: localizePath('/', language) },
            { label: t('breadcrumb.recipes'), href: localizePath('/recipes', language) },
            { label: recipeName(page.recipe) },
          ]}
        />
      }
    />
  );
}
