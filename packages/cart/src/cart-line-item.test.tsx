import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '@gipfel/api';
import { CartLineItem } from './cart-line-item';
import { cartFixture } from './test-fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function product(changes: Partial<Schemas['LineItem']> = {}): Schemas['LineItem'] {
  return { ...cartFixture().lineItems![0]!, ...changes };
}

describe('CartLineItem', () => {
  it('shows name, price and labelled controls of the fixture product', async () => {
    const { container } = renderWithI18n(<CartLineItem lineItem={product()} />, 'de');
    expect(screen.getByText('Smoking Board Cedar Wood')).toBeInTheDocument();
    expect(plain(screen.getByText(/17\.90/).textContent)).toContain('CHF 17.90');
    expect(screen.getByLabelText('Menge von Smoking Board Cedar Wood')).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Menge von Smoking Board Cedar Wood verringern' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Menge von Smoking Board Cedar Wood erhöhen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Smoking Board Cedar Wood aus dem Warenkorb entfernen' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('shows the variant options under the name (cart page and side cart alike)', () => {
    const payload = { ...(product().payload as Record<string, unknown>), options: [{ group: 'Size', option: 'Large', translated: { group: 'Grösse', option: 'Gross' } }] };
    renderWithI18n(<CartLineItem lineItem={product({ payload } as Partial<Schemas['LineItem']>)} />, 'de');
    expect(screen.getByText('Grösse: Gross')).toBeInTheDocument();
  });

  it('marks a digital item (a download)', () => {
    const { unmount } = renderWithI18n(<CartLineItem lineItem={product({ states: ['is-download'] })} />, 'fr');
    expect(screen.getByText('Article numérique à télécharger')).toBeInTheDocument();
    unmount();
    renderWithI18n(<CartLineItem lineItem={product({ states: ['is-physical'] })} />, 'de');
    expect(screen.queryByText('Digitaler Artikel zum Herunterladen')).not.toBeInTheDocument();
  });

  it('calls back with the next quantity and the removal', async () => {
    const onChangeQuantity = vi.fn();
    const onRemove = vi.fn();
    renderWithI18n(<CartLineItem lineItem={product({ quantity: 2 })} onChangeQuantity={onChangeQuantity} onRemove={onRemove} />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Smoking Board Cedar Wood' }));
    expect(onChangeQuantity).toHaveBeenLastCalledWith('65666d2629744f65b981cc6263d3ef0a', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Smoking Board Cedar Wood' }));
    expect(onChangeQuantity).toHaveBeenLastCalledWith('65666d2629744f65b981cc6263d3ef0a', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Smoking Board Cedar Wood from the cart' }));
    expect(onRemove).toHaveBeenCalledWith('65666d2629744f65b981cc6263d3ef0a');
  });

  it('respects the maximum purchase and shows the unit price', () => {
    renderWithI18n(<CartLineItem lineItem={product({ quantity: 5 })} />, 'en');
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    expect(plain(screen.getByText(/each/).textContent)).toBe('CHF 17.90 each');
  });

  it('commits a typed quantity and refuses an invalid one', async () => {
    const onChangeQuantity = vi.fn();
    renderWithI18n(<CartLineItem lineItem={product()} onChangeQuantity={onChangeQuantity} />, 'fr');
    const input = screen.getByLabelText('Quantité de Smoking Board Cedar Wood');
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    // Enter submits the quantity form (its stepper buttons belong to their own forms).
    fireEvent.submit(input.closest('form')!);
    expect(onChangeQuantity).toHaveBeenCalledWith('65666d2629744f65b981cc6263d3ef0a', 4);
    await userEvent.clear(input);
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('La quantité doit être un nombre entier positif.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChangeQuantity).toHaveBeenCalledTimes(1);
  });

  it('answers a negative quantity submitted with Enter with its own translated message, not the browser bubble', async () => {
    const onChangeQuantity = vi.fn();
    renderWithI18n(<CartLineItem lineItem={product()} onChangeQuantity={onChangeQuantity} />, 'de');
    const input = screen.getByLabelText('Menge von Smoking Board Cedar Wood');
    await userEvent.clear(input);
    await userEvent.type(input, '-2');
    // requestSubmit runs the browser's constraint validation (min) unless the form opts out.
    const form = input.closest('form')!;
    expect(form.noValidate).toBe(true);
    form.requestSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Menge muss eine positive ganze Zahl sein.');
    expect(onChangeQuantity).not.toHaveBeenCalled();
  });

  it('posts plain forms before JavaScript: the stepper buttons carry the next quantity', () => {
    renderWithI18n(<CartLineItem lineItem={product({ quantity: 2 })} formAction="/cart" />, 'de');
    const increase = screen.getByRole('button', { name: /erhöhen/ }) as HTMLButtonElement;
    const form = increase.form!;
    expect(form.getAttribute('action')).toBe('/cart');
    expect(Object.fromEntries(new FormData(form))).toEqual({ lineItemId: '65666d2629744f65b981cc6263d3ef0a', intent: 'change-quantity', quantity: '3' });
    const remove = screen.getByRole('button', { name: /entfernen/ }) as HTMLButtonElement;
    expect(Object.fromEntries(new FormData(remove.form!))).toEqual({ lineItemId: '65666d2629744f65b981cc6263d3ef0a', intent: 'remove' });
  });

  it('shows a promotion without stepper', () => {
    renderWithI18n(<CartLineItem lineItem={cartFixture().lineItems![1]!} />, 'en');
    expect(screen.getByText('Your lucky day!')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(plain(screen.getByText(/1\.79/).textContent)).toContain('-CHF 1.79');
  });
});
