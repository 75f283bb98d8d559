import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BuyBox } from './buy-box';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const product = fixtures.product;
const tierProduct = fixtures.tierProduct;

describe('BuyBox', () => {
  it('shows name, product number, price, stock and delivery time of Product.json (de)', () => {
    const { container } = renderIn('de', <BuyBox product={product} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cigar Special 40%' })).toBeInTheDocument();
    expect(container.querySelector('dl')).toHaveTextContent('ArtikelnummerSW10044');
    expect(container).toHaveTextContent('CHF 14.45');
    expect(container).toHaveTextContent('Sofort lieferbar · Lieferzeit: 1-3 days');
  });

  it('says only N left for low stock and lists the tier prices (en)', () => {
    const { container } = renderIn('en', <BuyBox product={tierProduct} />);
    expect(container).toHaveTextContent('Only 2 left');
    expect(screen.getByRole('table', { name: 'Quantity prices' })).toBeInTheDocument();
    // The chosen variant's own price, not a from-price of its siblings.
    expect(container).not.toHaveTextContent('from CHF 20.00');
  });

  it('says sold out and offers no form (fr)', () => {
    renderIn('fr', <BuyBox product={{ ...product, available: false }} />);
    expect(screen.getByText('Épuisé')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when a product that is restocked is back', () => {
    renderIn('en', <BuyBox product={fixtures.search.elements[0]!} />);
    expect(screen.getByText(/Available again in 1 day/)).toBeInTheDocument();
  });

  it('limits the quantity by minimum, steps and maximum and posts the add-to-cart form', () => {
    renderIn('en', <BuyBox product={{ ...product, minPurchase: 2, purchaseSteps: 2, maxPurchase: 10, calculatedMaxPurchase: 10 }} addToCartAction="/cart" />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('min', '2');
    expect(quantity).toHaveAttribute('step', '2');
    expect(quantity).toHaveAttribute('max', '10');
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAccessibleDescription('Minimum order quantity: 2 Sold in steps of 2 At most 10 per order');
    const form = quantity.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart');
    fireEvent.change(quantity, { target: { value: '6' } });
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'add-to-cart', productId: product.id, quantity: '6' });
  });

  it('calls onAddToCart with the chosen quantity', () => {
    const onAddToCart = vi.fn();
    renderIn('de', <BuyBox product={product} onAddToCart={onAddToCart} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: /Menge/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAddToCart).toHaveBeenCalledWith(product.id, 3);
  });

  it.each([
    ['de', 'In den Warenkorb'],
    ['en', 'Add to cart'],
    ['fr', 'Ajouter au panier'],
  ] as const)('on phones repeats price and add-to-cart in a bar that submits the box with its quantity (%s)', (language, label) => {
    const onAddToCart = vi.fn();
    const { container } = renderIn(language, <BuyBox product={product} onAddToCart={onAddToCart} phoneActionBar />);
    // The bar is hidden from screen readers: the box's own button is the one they meet.
    expect(screen.getAllByRole('button', { name: label })).toHaveLength(1);
    const barButton = container.querySelector<HTMLButtonElement>('[aria-hidden="true"] button[type="submit"]')!;
    expect(barButton).toHaveTextContent(label);
    expect(barButton).toHaveAttribute('tabindex', '-1');
    expect(barButton.closest('[aria-hidden="true"]')).toHaveTextContent('14.45');
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '4' } });
    fireEvent.click(barButton);
    expect(onAddToCart).toHaveBeenCalledWith(product.id, 4);
  });

  it('has no bar unless asked, nor for a product that cannot be bought', () => {
    const { container, unmount } = renderIn('de', <BuyBox product={product} />);
    expect(container.querySelector('[aria-hidden="true"] button')).toBeNull();
    unmount();
    const soldOut = renderIn('de', <BuyBox product={{ ...product, available: false }} phoneActionBar />);
    expect(soldOut.container.querySelector('[aria-hidden="true"] button')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <BuyBox product={{ ...tierProduct, minPurchase: 2 }} phoneActionBar />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
