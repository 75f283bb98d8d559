import { render, screen } from '@testing-library/react';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { expectNoAxeViolations } from '../../../../packages/account/src/test-utils';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { CountrySwitcher } from './country-switcher';

const countries = [
  { id: 'ch', iso: 'CH', name: 'Schweiz' },
  { id: 'de', iso: 'DE', name: 'Deutschland' },
];

function renderSwitcher(language: LanguageCode, layout: Record<string, unknown>) {
  // The switch reads the full layout's loader data (a route id starting with `layout-`).
  const Stub = createRemixStub([{ id: 'layout-default.de', path: '/', loader: () => ({ currencies: [], ...layout }), Component: CountrySwitcher }]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/?p=2']} />
    </I18nextProvider>,
  );
}

describe('CountrySwitcher', () => {
  it.each([
    ['de', 'Lieferland'],
    ['en', 'Delivery country'],
    ['fr', 'Pays de livraison'],
  ] as const)('is a labelled form that posts countryId and the page to come back to (%s)', async (language, label) => {
    const { container } = renderSwitcher(language, { country: countries[0], countries });
    const select = await screen.findByLabelText(label);
    expect(select).toHaveValue('ch');
    expect(select).toHaveAttribute('name', 'countryId');
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/context');
    expect(container.querySelector('input[name="returnTo"]')).toHaveValue('/?p=2');
    await expectNoAxeViolations(container);
  });

  it('renders nothing with fewer than two countries', async () => {
    const { container } = renderSwitcher('en', { country: countries[0], countries: [countries[0]] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('select')).toBeNull();
  });
});
