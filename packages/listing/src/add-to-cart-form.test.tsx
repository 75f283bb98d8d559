import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartForm } from './add-to-cart-form';
import { ListingLinkProvider } from './listing-links';

describe('AddToCartForm defaults from ListingLinkProvider', () => {
  it('posts to the provider’s action with the return path when no JavaScript handler is set', () => {
    const { container } = render(
      <ListingLinkProvider localizeHref={(p) => p} addToCartAction="/fr/checkout/cart" returnTo="/fr/Alimentation/">
        <AddToCartForm productId="p1" quantity={1}>
          <button type="submit">Add</button>
        </AddToCartForm>
      </ListingLinkProvider>,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/fr/checkout/cart');
    expect(form.querySelector('input[name="returnTo"]')).toHaveValue('/fr/Alimentation/');
  });

  it('keeps the outer defaults inside a nested provider that only sets links', () => {
    const { container } = render(
      <ListingLinkProvider localizeHref={(p) => p} addToCartAction="/checkout/cart" returnTo="/x">
        <ListingLinkProvider localizeHref={(p) => `/en${p}`}>
          <AddToCartForm productId="p1">
            <button type="submit">Add</button>
          </AddToCartForm>
        </ListingLinkProvider>
      </ListingLinkProvider>,
    );
    expect(container.querySelector('form')).toHaveAttribute('action', '/checkout/cart');
    expect(container.querySelector('input[name="returnTo"]')).toHaveValue('/x');
  });

  it('uses the provider’s handler, and a form’s own props win', async () => {
    const fromProvider = vi.fn();
    const own = vi.fn();
    render(
      <ListingLinkProvider localizeHref={(p) => p} onAddToCart={fromProvider}>
        <AddToCartForm productId="p1" quantity={2}>
          <button type="submit">A</button>
        </AddToCartForm>
        <AddToCartForm productId="p2" quantity={1} onAddToCart={own}>
          <button type="submit">B</button>
        </AddToCartForm>
      </ListingLinkProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(fromProvider).toHaveBeenCalledWith('p1', 2);
    expect(own).toHaveBeenCalledWith('p2', 1);
    expect(fromProvider).toHaveBeenCalledTimes(1);
  });
});
