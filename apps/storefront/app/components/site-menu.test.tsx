import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemixStub } from '@remix-run/testing';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { expectNoAxeViolations } from '../../../../packages/account/src/test-utils';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import type { SiteNavigation } from '@gipfel/cms';
import { SiteMenu } from './site-menu';

const navigation: SiteNavigation = {
  main: [
    {
      id: 'food',
      name: 'Alimentation',
      href: '/fr/Alimentation/',
      external: false,
      newTab: false,
      children: [
        {
          id: 'cheese',
          name: 'Fromage',
          href: '/fr/Alimentation/Fromage/',
          external: false,
          newTab: false,
          children: [{ id: 'hard', name: 'Fromage à pâte dure', href: '/fr/Alimentation/Fromage/Pate-dure/', external: false, newTab: false, children: [] }],
        },
      ],
    },
  ],
  footer: [],
  service: [
    // The shop's contact page: in French its path is taken by the contact form's route (routes ignore case).
    { id: 'contact', name: 'Contact', href: '/fr/Contact/', external: false, newTab: false, children: [] },
    { id: 'imprint', name: 'Mentions légales', href: '/fr/mentions-legales/', external: false, newTab: false, children: [] },
  ],
};

const layout = {
  currency: { id: 'chf', isoCode: 'CHF' },
  currencies: [
    { id: 'chf', isoCode: 'CHF' },
    { id: 'eur', isoCode: 'EUR' },
  ],
  country: { id: 'ch', iso: 'CH', name: 'Suisse' },
  countries: [
    { id: 'ch', iso: 'CH', name: 'Suisse' },
    { id: 'li', iso: 'LI', name: 'Liechtenstein' },
  ],
};

function renderMenu(language: LanguageCode) {
  // The switches read the full layout's loader data (a route id starting with `layout-`).
  const Stub = createRemixStub([{ id: 'layout-default.fr', path: '/fr/', loader: () => layout, Component: () => <SiteMenu language={language} navigation={navigation} /> }]);
  return render(
    <I18nextProvider i18n={i18nFromTexts(language, textsFor(language, {}), false)}>
      <Stub initialEntries={['/fr/']} />
    </I18nextProvider>,
  );
}

describe('SiteMenu', () => {
  it('opens the three levels, the service links and the switches in a drawer (French)', async () => {
    const user = userEvent.setup();
    renderMenu('fr');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const categories = within(drawer).getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(categories).getByText('Alimentation'));
    await user.click(within(categories).getByText('Fromage'));
    expect(within(categories).getByRole('link', { name: 'Fromage à pâte dure' })).toHaveAttribute('href', '/fr/Alimentation/Fromage/Pate-dure/');
    expect(within(categories).getByRole('link', { name: 'Tout l’univers Fromage' })).toHaveAttribute('href', '/fr/Alimentation/Fromage/');

    const service = within(drawer).getByRole('navigation', { name: 'Service' });
    expect(within(service).getByRole('link', { name: 'Mentions légales' })).toBeInTheDocument();
    expect(within(service).getByRole('link', { name: 'Formulaire de contact' })).toHaveAttribute('href', '/fr/contact');
    // The shop's own "Contact" page (its own path since our routes match in their own case,
    // decision 0034) beside the contact form, each once.
    expect(within(service).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fr/Contact/', '/fr/mentions-legales/', '/fr/contact', '/fr/news']);

    expect(within(drawer).getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Devise' })).toHaveValue('chf');
    expect(within(drawer).getByRole('combobox', { name: 'Pays de livraison' })).toHaveValue('ch');
    await expectNoAxeViolations(document.body);
  });
});
