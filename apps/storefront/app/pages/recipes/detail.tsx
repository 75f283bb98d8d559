import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getCartMessages, translateCartMessage, type CartMessage } from '@gipfel/cart';
import { localizePath } from '@gipfel/i18n';
import { formatPrice, priceLocaleFor } from '@gipfel/listing';
import {
  addIngredientsToCart,
  IngredientsToCart,
  INGREDIENTS_TO_CART_INTENT,
  RecipeDetail,
  recipeJsonLd,
  recipeName,
  recipePath,
  recipeTeaser,
  servingsOf,
  toIngredientCartItems,
  type IngredientsToCartMessage,
  type IngredientsToCartResult,
} from '@gipfel/recipes';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { shopNameOf } from '../../lib/page-meta';
import { useLanguage } from '../../lib/language';
import { loadRecipePage } from '../../lib/recipes.server';
import { withShop } from '../../lib/shop-route.server';
import { useCurrency } from '../../lib/use-layout-navigation';

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  if (!page) return [];
  const shopName = shopNameOf(matches);
  const tags: ReturnType<MetaFunction> = [{ title: `${recipeName(page.recipe)} | ${shopName}` }];
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
  const { language } = shop;
  const { detail, seo, url } = await loadRecipePage(shop, request, params.slug ?? '');
  const { recipe, products } = detail;
  const { servings, invalidServings } = servingsOf(url.searchParams, recipe);
  const added = Number(url.searchParams.get('added'));
  // Only what the page shows goes to the browser, not the full product entities.
  const cartItems = toIngredientCartItems(recipe, products, language).map((item) => ({
    ...item,
    unitPrice: products.find((p) => p.id === item.productId)?.calculatedPrice?.unitPrice ?? null,
  }));
  return {
    recipe,
    cartItems,
    servings,
    invalidServings,
    added: Number.isInteger(added) && added > 0 && added <= 100 ? added : 0,
    seoLinks: { canonical: seo.canonical, alternates: seo.alternates },
    // The language switch goes to the id in the other language, which moves to the slug there.
    technicalPath: `/recipes/${recipe.id}`,
    jsonLd: recipeJsonLd(recipe, { url: seo.canonical, language }),
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
  const { recipe, cartItems, servings, invalidServings, added, jsonLd } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const language = useLanguage();
  const currency = useCurrency();
  const { t } = useTranslation('storefront');
  const { t: tRecipes } = useTranslation('recipes');
  const { t: tCart } = useTranslation('cart');
  const path = recipePath(recipe.slug ?? recipe.id, language);
  const query = servings !== recipe.servings ? `?servings=${servings}` : '';

  const messages: IngredientsToCartMessage[] = result
    ? [
        ...(result.failed ? [{ id: 'failed', type: 'danger' as const, text: tRecipes('toCart.failed') }] : []),
        ...result.messages.map((m) => ({ id: m.id, type: m.type, text: translateCartMessage(m, tCart) })),
      ]
    : added
      ? [{ id: 'added', type: 'success', text: tRecipes('toCart.added', { count: added }) }]
      : [];
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === INGREDIENTS_TO_CART_INTENT;

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <RecipeDetail
        key={`${recipe.id}-${servings}-${invalidServings ?? ''}`}
        recipe={recipe}
        servings={servings}
        invalidServings={invalidServings}
        action={path}
        printHref={(persons) => `${path}/print?servings=${persons}&autoprint=1`}
        before={
          <Breadcrumbs
            items={[
              { label: t('breadcrumb.home'), href: localizePath('/', language) },
              { label: t('breadcrumb.recipes'), href: localizePath('/recipes', language) },
              { label: recipeName(recipe) },
            ]}
          />
        }
      >
        <IngredientsToCart
          action={`${path}${query}`}
          items={cartItems.map(({ unitPrice, ...item }) => ({
            ...item,
            ...(unitPrice !== null ? { price: formatPrice(unitPrice, { currency, locale: priceLocaleFor(language) }) } : {}),
          }))}
          defaultValues={result?.values}
          error={result?.error}
          messages={messages}
          cartHref={localizePath('/checkout/cart', language)}
          pending={pending}
        />
      </RecipeDetail>
    </>
  );
}
