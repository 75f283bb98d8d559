import { screen } from '@testing-library/react';
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

  it('is left out of the tab order and of the accessibility tree: the page has the same controls', () => {
    renderWithI18n(<StickySummary total="CHF 42.50" href="/checkout" label="Zur Kasse" />);
    const bar = screen.getByTestId('sticky-summary');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.querySelector('a')?.tabIndex).toBe(-1);
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
  });
});
