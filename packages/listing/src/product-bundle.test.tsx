import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { ProductBundle } from './product-bundle';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const main = fixtures.boxProduct;
// The real cross-selling answer: its products are the companions.
const companions = fixtures.crossSellings.flatMap((group) => group.products ?? []) as Schemas['Product'][];
const addable = companions.filter((product) => !((product.childCount ?? 0) > 0) && product.available !== false);

describe('ProductBundle', () => {
  it('offers the product and its companions, all chosen, in one add-bundle form (de)', () => {
    const { container } = renderIn('de', <ProductBundle product={main} products={companions} action="/checkout/cart" returnTo="/kaese" />);
    expect(screen.getByRole('heading', { name: 'Wird oft zusammen gekauft' })).toBeInTheDocument();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/checkout/cart');
    expect(container.querySelector('input[name="intent"]')).toHaveValue('add-bundle');
    expect(container.querySelector('input[name="returnTo"]')).toHaveValue('/kaese');
    const boxes = within(screen.getByRole('group', { name: 'Artikel auswählen' })).getAllByRole('checkbox');
    expect(boxes.length).toBe(1 + Math.min(3, addable.length));
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(boxes[0]).toHaveAttribute('value', main.id);
    const data = new FormData(form);
    expect(data.getAll('productId')).toHaveLength(boxes.length);
    expect(screen.getByRole('button', { name: `${boxes.length} Artikel in den Warenkorb` })).toBeEnabled();
  });

  it('updates the count and total when a product is left out (en)', () => {
    renderIn('en', <ProductBundle product={main} products={companions} />);
    const boxes = screen.getAllByRole('checkbox');
    const totalBefore = screen.getByText(/Total of the selection/).textContent;
    fireEvent.click(boxes[1]!);
    expect(boxes[1]).not.toBeChecked();
    expect(screen.getByRole('button', { name: `Add ${boxes.length - 1} item${boxes.length - 1 === 1 ? '' : 's'} to the cart` })).toBeInTheDocument();
    expect(screen.getByText(/Total of the selection/).textContent).not.toBe(totalBefore);
    for (const box of boxes) if ((box as HTMLInputElement).checked) fireEvent.click(box);
    expect(screen.getByRole('button', { name: /to the cart/ })).toBeDisabled();
  });

  it('renders nothing without addable companions (fr)', () => {
    const { container } = renderIn('fr', <ProductBundle product={main} products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('fr', <ProductBundle product={main} products={companions} />);
    expect(screen.getByRole('heading', { name: 'Souvent achetés ensemble' })).toBeInTheDocument();
    expect(await a11yViolations(container)).toEqual([]);
  });
});
