import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StickySummary } from './sticky-summary';
import { renderWithI18n } from './test-utils';

describe('StickySummary', () => {
  it.each([
    ['de', 'Gesamtsumme', 'Zur Kasse'],
    ['en', 'Total', 'Go to checkout'],
    ['fr', 'Total', 'Passer la commande'],
  ] as const)('shows the total and the next step (%s)', (language, total, label) => {
    renderWithI18n(<StickySummary total="CHF 42.50" href="/checkout" label={label} />, language);
    const bar = screen.getByTestId('sticky-summary');
    expect(bar.textContent).toContain(total);
    expect(bar.textContent).toContain('CHF 42.50');
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/checkout');
    expect(bar.querySelector('a')?.textContent).toBe(label);
  });

  it('submits the form it names (a checkout step), with what was typed in it', () => {
    const posted: string[] = [];
    renderWithI18n(
      <>
        <form
          id="checkout-form-delivery"
          onSubmit={(event) => {
            event.preventDefault();
            posted.push(String(new FormData(event.currentTarget).get('city')));
          }}
        >
          <label htmlFor="city">Ort</label>
          <input id="city" name="city" defaultValue="" />
        </form>
        <StickySummary total="CHF 42.50" form="checkout-form-delivery" label="Weiter: Versand" />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Bern' } });
    const button = screen.getByTestId('sticky-summary').querySelector('button')!;
    expect(button).toHaveTextContent('Weiter: Versand');
    expect(button).toHaveAttribute('form', 'checkout-form-delivery');
    expect(button.tabIndex).toBe(-1);
    fireEvent.click(button);
    expect(posted).toEqual(['Bern']);
  });

  it('is left out of the tab order and of the accessibility tree: the page has the same controls', () => {
    renderWithI18n(<StickySummary total="CHF 42.50" href="/checkout" label="Zur Kasse" />);
    const bar = screen.getByTestId('sticky-summary');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.querySelector('a')?.tabIndex).toBe(-1);
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
  });
});
