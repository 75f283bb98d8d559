import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { StickySummary } from './sticky-summary';

function renderIn(language: LanguageCode, label: string) {
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <StickySummary total="CHF 42.50" href="/checkout" label={label} />
    </I18nextProvider>,
  );
}

describe('StickySummary', () => {
  it.each([
    ['de', 'Gesamtsumme', 'Zur Kasse'],
    ['en', 'Total', 'Go to checkout'],
    ['fr', 'Total', 'Passer la commande'],
  ] as const)('shows the total and the next step (%s)', (language, total, label) => {
    renderIn(language, label);
    const bar = screen.getByTestId('sticky-summary');
    expect(bar.textContent).toContain(total);
    expect(bar.textContent).toContain('CHF 42.50');
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/checkout');
    expect(bar.querySelector('a')?.textContent).toBe(label);
  });

  it('is left out of the tab order and of the accessibility tree: the page has the same controls', () => {
    renderIn('de', 'Zur Kasse');
    const bar = screen.getByTestId('sticky-summary');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.querySelector('a')?.tabIndex).toBe(-1);
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
  });
});
