import { isShopwareId, type Schemas, translatedText } from '@gipfel/api';
import { formatIngredient, type RecipesTranslator } from './format';
import type { Recipe } from './recipe';

/** Most of one product that one submit adds (as the cart's quantity field allows). */
export const MAX_INGREDIENT_QUANTITY = 99;
export const INGREDIENTS_TO_CART_INTENT = 'ingredients-to-cart';

export interface IngredientCartItem {
  productId: string;
  /** The product's name in the page language. */
  productName: string;
  /** The ingredient lines this product supplies, e.g. `200 g Greyerzer, gerieben`. */
  ingredients: string[];
  /** The price as the page shows it, already formatted. */
  price?: string;
}

/** What the form sent, to show it again after a failed submit. */
export interface IngredientsToCartValues {
  selected: string[];
  quantities: Record<string, string>;
}

export type IngredientsToCartError = { kind: 'noneSelected' } | { kind: 'invalidQuantity'; productId: string };

export type IngredientsToCartSubmission =
  | { ok: true; items: { productId: string; quantity: number }[]; values: IngredientsToCartValues }
  | { ok: false; error: IngredientsToCartError; values: IngredientsToCartValues };


/** The form field of a product's quantity. */
export function quantityFieldName(productId: string): string {
  return `quantity-${productId}`;
}

/**
 * Reads the ingredients-to-cart form: the checked products (`productId`, several) and their
 * quantities (`quantity-<productId>`, whole numbers 1–99). Bad input is an error, never a throw.
 */
export function readIngredientsToCartForm(form: FormData): IngredientsToCartSubmission {
  const selected = [...new Set(form.getAll('productId').map(String).filter(isShopwareId))].slice(0, 100);
  const quantities: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    const match = /^quantity-([0-9a-f]{32})$/.exec(key);
    if (match?.[1] && typeof value === 'string') quantities[match[1]] = value.slice(0, 10);
  }
  const values = { selected, quantities };
  if (selected.length === 0) return { ok: false, error: { kind: 'noneSelected' }, values };
  const items: { productId: string; quantity: number }[] = [];
  for (const productId of selected) {
    const raw = (quantities[productId] ?? '1').trim();
    const quantity = raw === '' ? Number.NaN : Number(raw);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_INGREDIENT_QUANTITY) {
      return { ok: false, error: { kind: 'invalidQuantity', productId }, values };
    }
    items.push({ productId, quantity });
  }
  return { ok: true, items, values };
}

/**
 * The recipe's ingredients that the shop sells: one entry per available product (the Store API
 * sends available, active products only), with the ingredient lines it supplies.
 */
export function toIngredientCartItems(
  recipe: Pick<Recipe, 'ingredients'>,
  products: Schemas['Product'][],
  language: string,
  options: { t?: RecipesTranslator; formatPrice?: (product: Schemas['Product']) => string | undefined } = {},
): IngredientCartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = new Map<string, IngredientCartItem>();
  for (const ingredient of recipe.ingredients) {
    const product = ingredient.productId ? byId.get(ingredient.productId) : undefined;
    if (!product) continue;
    const line = formatIngredient(ingredient, language, options.t);
    const existing = items.get(product.id);
    if (existing) {
      existing.ingredients.push(line);
      continue;
    }
    const name = translatedText(product, 'name').trim();
    const price = options.formatPrice?.(product);
    items.set(product.id, { productId: product.id, productName: name, ingredients: [line], ...(price ? { price } : {}) });
  }
  return [...items.values()];
}
