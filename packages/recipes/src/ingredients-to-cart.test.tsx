import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { IngredientsToCart } from './ingredients-to-cart';
import { readIngredientsToCartForm, toIngredientCartItems, type IngredientCartItem } from './ingredients-to-cart-form';
import { expectNoAxeViolations, fondue, GRUYERE_ID, renderWithI18n, WINE_ID } from './test-utils';

const items: IngredientCartItem[] = [
  { productId: GRUYERE_ID, productName: 'Le Gruyère AOP', ingredients: ['400 g Greyerzer, gerieben'], price: 'CHF 12.50' },
  { productId: WINE_ID, productName: 'Fendant du Valais', ingredients: ['300 ml Weisswein'] },
];

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('readIngredientsToCartForm', () => {
  it('reads the chosen products with their quantities', () => {
    expect(readIngredientsToCartForm(form([['productId', GRUYERE_ID], ['productId', WINE_ID], [`quantity-${GRUYERE_ID}`, '2'], [`quantity-${WINE_ID}`, '1']]))).toEqual({
      ok: true,
      items: [{ productId: GRUYERE_ID, quantity: 2 }, { productId: WINE_ID, quantity: 1 }],
      values: { selected: [GRUYERE_ID, WINE_ID], quantities: { [GRUYERE_ID]: '2', [WINE_ID]: '1' } },
    });
  });

  it('reports nothing chosen and bad quantities, keeping what was sent', () => {
    expect(readIngredientsToCartForm(form([['productId', 'nope']]))).toMatchObject({ ok: false, error: { kind: 'noneSelected' } });
    const bad = readIngredientsToCartForm(form([['productId', WINE_ID], [`quantity-${WINE_ID}`, '0.5']]));
    expect(bad).toEqual({ ok: false, error: { kind: 'invalidQuantity', productId: WINE_ID }, values: { selected: [WINE_ID], quantities: { [WINE_ID]: '0.5' } } });
    expect(readIngredientsToCartForm(form([['productId', WINE_ID], [`quantity-${WINE_ID}`, '100']]))).toMatchObject({ ok: false });
  });
});

describe('toIngredientCartItems', () => {
  it('lists the available products of linked ingredients once each', () => {
    const products = [{ id: GRUYERE_ID, name: 'Gruyère', translated: { name: 'Le Gruyère AOP' } }] as Schemas['Product'][];
    expect(toIngredientCartItems(fondue, products, 'de')).toEqual([{ productId: GRUYERE_ID, productName: 'Le Gruyère AOP', ingredients: ['400 g Greyerzer, gerieben'] }]);
  });
});

describe('IngredientsToCart', () => {
  it('posts all chosen products at once, all chosen at first', async () => {
    const { container } = renderWithI18n(<IngredientsToCart action="/recipes/kaesefondue-moitie-moitie" items={items} />);
    const element = container.querySelector('form')!;
    expect(element).toHaveAttribute('method', 'post');
    expect(screen.getByRole('checkbox', { name: /Le Gruyère AOP/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Menge für Fendant du Valais' })).toHaveValue(1);
    const data = new FormData(element);
    expect(data.get('intent')).toBe('ingredients-to-cart');
    expect(data.getAll('productId')).toEqual([GRUYERE_ID, WINE_ID]);
    expect(screen.getByRole('button', { name: 'Ausgewählte in den Warenkorb' })).toHaveAttribute('type', 'submit');
    await expectNoAxeViolations(container);
  });

  it('keeps the selection after an error and ties the message to the field (en)', async () => {
    const { container } = renderWithI18n(
      <IngredientsToCart
        action="/en/recipes/x"
        items={items}
        defaultValues={{ selected: [WINE_ID], quantities: { [WINE_ID]: '500' } }}
        error={{ kind: 'invalidQuantity', productId: WINE_ID }}
      />,
      'en',
    );
    expect(screen.getByRole('checkbox', { name: /Le Gruyère AOP/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Fendant/ })).toBeChecked();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Fendant du Valais' });
    expect(quantity).toHaveValue(500);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a quantity between 1 and 99 for Fendant du Valais.');
    expect(screen.getByRole('alert')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('shows the confirmation with a cart link and shop messages (fr)', () => {
    renderWithI18n(
      <IngredientsToCart
        action="/fr/recipes/x"
        items={items}
        cartHref="/fr/checkout/cart"
        messages={[
          { id: 'added', type: 'success', text: '2 produits ont été ajoutés au panier.' },
          { id: 'stock', type: 'danger', text: 'Le produit Fendant du Valais n’est plus en stock.' },
        ]}
      />,
      'fr',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 produits ont été ajoutés au panier. Voir le panier');
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/fr/checkout/cart');
  });

  it('renders nothing without products', () => {
    const { container } = renderWithI18n(<IngredientsToCart action="/x" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
