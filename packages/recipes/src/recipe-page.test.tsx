import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { createI18n, extendNamespaces, languageTexts } from '@gipfel/i18n';
import { recipePageOf, RecipePageView, type RecipePageData } from './recipe-page';
import { recipesTexts } from './texts';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

const cartItems = [{ productId: '0123456789abcdef0123456789abcd01', productName: 'Le Gruyère AOP', ingredients: ['400 g Greyerzer'], unitPrice: 12.9 }];
const page: RecipePageData = { recipe: fondue, cartItems, servings: 4, added: 0, jsonLd: '{}' };
const props = { cartMessageText: (m: { id: string }) => `cart:${m.id}`, formatPrice: (amount: number) => `CHF ${amount.toFixed(2)}`, cartHref: '/fr/checkout/cart', pagePath: '/fr/recipes/kaesefondue-moitie-moitie' };

describe('recipePageOf', () => {
  it('reads the servings and the added count of the URL and keeps only what the page shows of the products', () => {
    const product = { id: cartItems[0]!.productId, calculatedPrice: { unitPrice: 12.9 } } as unknown as Schemas['Product'];
    const shaped = recipePageOf({ recipe: fondue, products: [product] }, new URLSearchParams('servings=6&added=2'), { language: 'de', canonical: 'https://shop.example/recipes/x' });
    expect(shaped).toMatchObject({ servings: 6, added: 2 });
    expect(shaped.cartItems.every((item) => item.unitPrice === null || item.unitPrice === 12.9)).toBe(true);
    expect(JSON.parse(shaped.jsonLd)).toMatchObject({ '@type': 'Recipe' });
    expect(recipePageOf({ recipe: fondue, products: [] }, new URLSearchParams('servings=abc&added=500'), { language: 'de', canonical: 'x' })).toMatchObject({ servings: 4, invalidServings: 'abc', added: 0 });
  });

  it('words the units of the cart form and the JSON-LD with the host\'s texts through the text runtime (a language the package lacks)', () => {
    // A host adds Italian: the package's own tables have no `it`, so without `t` German would show.
    const namespaces = extendNamespaces({ recipes: recipesTexts }, languageTexts('it', { recipes: { units: { ml_one: 'ml', ml_other: 'ml', g_one: 'g', g_other: 'g', clove_one: 'spicchio', clove_other: 'spicchi', teaspoon_one: 'cucchiaino', teaspoon_other: 'cucchiaini', cl_one: 'cl', cl_other: 'cl' }, ingredient: { some: 'un po’ di {{name}}' } } }));
    const t = createI18n({ language: 'it', namespaces, defaultLanguage: 'de' }).getFixedT('it', 'recipes');
    // The garlic sold as a product, so its line shows in the cart form too.
    const recipe = { ...fondue, ingredients: fondue.ingredients.map((i) => (i.unit === 'clove' ? { ...i, productId: 'garlic' } : i)) };
    const products = recipe.ingredients.filter((i) => i.productId).map((i) => ({ id: i.productId }) as unknown as Schemas['Product']);
    const shaped = recipePageOf({ recipe, products }, new URLSearchParams(), { language: 'it', canonical: 'x', t });
    expect(shaped.cartItems.find((item) => item.productId === 'garlic')?.ingredients).toEqual(['2 spicchi Knoblauch']);
    const lines: string[] = JSON.parse(shaped.jsonLd).recipeIngredient;
    expect(lines).toContain('2 spicchi Knoblauch');
    expect(lines).toContain('1 cucchiaino Maisstärke');
    expect(lines).toContain('un po’ di Pfeffer');
    expect(lines.join('|')).not.toMatch(/Zehen|TL|etwas/);
    // Without `t` the package's built-in tables apply (German for a language they lack), as before.
    expect(JSON.parse(recipePageOf({ recipe, products }, new URLSearchParams(), { language: 'it', canonical: 'x' }).jsonLd).recipeIngredient).toContain('2 Zehen Knoblauch');
  });
});

describe('RecipePageView', () => {
  it.each(['de', 'en', 'fr'] as const)('shows the recipe and its products to put in the cart, with their price (%s)', async (language) => {
    const { container } = renderWithI18n(<RecipePageView page={page} {...props} />, language);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container).toHaveTextContent('CHF 12.90');
    const form = container.querySelector('form[action="/fr/recipes/kaesefondue-moitie-moitie"][method="post"]');
    expect(form).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says how many products went into the cart, or what the shop refused', () => {
    const { unmount } = renderWithI18n(<RecipePageView page={{ ...page, added: 2 }} {...props} />, 'de');
    expect(screen.getByRole('link', { name: /Warenkorb/ })).toHaveAttribute('href', '/fr/checkout/cart');
    unmount();
    renderWithI18n(<RecipePageView page={page} {...props} result={{ values: { selected: [], quantities: {} }, messages: [{ id: 'stock', type: 'danger' }] }} />, 'de');
    expect(screen.getByText('cart:stock')).toBeInTheDocument();
  });
});
