import type { ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { LanguageCode } from '@gipfel/i18n';
import { IngredientsToCart, type IngredientsToCartMessage } from './ingredients-to-cart';
import type { RecipesTranslator } from './format';
import { toIngredientCartItems, type IngredientCartItem } from './ingredients-to-cart-form';
import { recipeJsonLd } from './json-ld';
import type { Recipe } from './recipe';
import { RecipeDetail } from './recipe-detail';
import { servingsOf, type IngredientsCartMessage, type IngredientsToCartResult, type RecipeDetailData } from './recipe-operations';

/** What a recipe page shows, cut to what goes to the browser (no full product entities). */
export interface RecipePageData {
  recipe: Recipe;
  /** The products for the ingredients-to-cart form, with their unit price (null when unknown). */
  cartItems: (IngredientCartItem & { unitPrice: number | null })[];
  servings: number;
  invalidServings?: string;
  /** `?added=`: how many products the last post put in the cart (0: none). */
  added: number;
  /** schema.org `Recipe` as JSON for a `<script type="application/ld+json">`. */
  jsonLd: string;
}

/**
 * Shapes a loaded recipe (`loadRecipe`'s `detail`) for its page, with `?servings=` and `?added=` of
 * the URL. `t` (the `recipes` namespace of the host's text runtime, e.g. its `getFixedT`) words the
 * units of the cart form and the JSON-LD with the host's texts, a language it added included;
 * without it the package's built-in texts (de, en, fr) are used.
 */
export function recipePageOf(
  detail: RecipeDetailData,
  searchParams: URLSearchParams,
  options: { language: LanguageCode; canonical: string; t?: RecipesTranslator },
): RecipePageData {
  const { recipe, products } = detail;
  const { servings, invalidServings } = servingsOf(searchParams, recipe);
  const added = Number(searchParams.get('added'));
  const cartItems = toIngredientCartItems(recipe, products, options.language, { t: options.t }).map((item) => ({
    ...item,
    unitPrice: products.find((p) => p.id === item.productId)?.calculatedPrice?.unitPrice ?? null,
  }));
  return {
    recipe,
    cartItems,
    servings,
    ...(invalidServings !== undefined ? { invalidServings } : {}),
    added: Number.isInteger(added) && added > 0 && added <= 100 ? added : 0,
    jsonLd: recipeJsonLd(recipe, { url: options.canonical, language: options.language, t: options.t }),
  };
}

export interface RecipePageViewProps<Message extends IngredientsCartMessage & { id: string }> {
  page: RecipePageData;
  /** The answer to a failed ingredients-to-cart post. */
  result?: IngredientsToCartResult<Message> | null;
  /** A cart message of the shop as text (`translateCartMessage` of `@gipfel/cart`). */
  cartMessageText: (message: Message) => string;
  /** A unit price as the page shows it, in the shopper's currency. */
  formatPrice: (amount: number) => string;
  cartHref: string;
  /** The recipe page's own path in the page's language (`recipePath`): its forms post there, its print link builds on it. */
  pagePath: string;
  pending?: boolean;
  /** Above the title, e.g. breadcrumbs. */
  before?: ReactNode;
}

/** A recipe page: the recipe with its servings and print link, and its products to put in the cart (plain forms). */
export function RecipePageView<Message extends IngredientsCartMessage & { id: string }>({
  page,
  result,
  cartMessageText,
  formatPrice,
  cartHref,
  pagePath,
  pending = false,
  before,
}: RecipePageViewProps<Message>) {
  const { t } = useTranslation('recipes');
  const { recipe, cartItems, servings, invalidServings, added } = page;
  const path = pagePath;
  const query = servings !== recipe.servings ? `?servings=${servings}` : '';
  const messages: IngredientsToCartMessage[] = result
    ? [
        ...(result.failed ? [{ id: 'failed', type: 'danger' as const, text: t('toCart.failed') }] : []),
        ...result.messages.map((m) => ({ id: m.id, type: m.type, text: cartMessageText(m) })),
      ]
    : added
      ? [{ id: 'added', type: 'success', text: t('toCart.added', { count: added }) }]
      : [];
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
      <RecipeDetail
        key={`${recipe.id}-${servings}-${invalidServings ?? ''}`}
        recipe={recipe}
        servings={servings}
        invalidServings={invalidServings}
        action={path}
        printHref={(persons) => `${path}/print?servings=${persons}&autoprint=1`}
        before={before}
      >
        <IngredientsToCart
          action={`${path}${query}`}
          items={cartItems.map(({ unitPrice, ...item }) => ({ ...item, ...(unitPrice !== null ? { price: formatPrice(unitPrice) } : {}) }))}
          defaultValues={result?.values}
          error={result?.error}
          messages={messages}
          cartHref={cartHref}
          pending={pending}
        />
      </RecipeDetail>
    </>
  );
}
