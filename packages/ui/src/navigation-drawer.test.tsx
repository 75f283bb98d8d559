import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import { NavigationDrawer, type NavigationDrawerItem } from './navigation-drawer';
import { renderWithI18n, seriousA11yViolations } from './test-support';
import { uiTexts } from './texts';

const items: NavigationDrawerItem[] = [
  {
    id: 'food',
    name: 'Lebensmittel',
    href: '/lebensmittel',
    children: [
      {
        id: 'cheese',
        name: 'Käse',
        href: '/lebensmittel/kaese',
        children: [{ id: 'hard', name: 'Hartkäse', href: '/lebensmittel/kaese/hartkaese' }],
      },
      { id: 'bread', name: 'Brot', href: '/lebensmittel/brot' },
    ],
  },
  { id: 'sale', name: 'Aktionen', href: '/aktionen' },
];

const service: NavigationDrawerItem[] = [{ id: 'contact', name: 'Kontakt', href: '/contact' }];

function Menu(props: { currentHref?: string }) {
  return (
    <NavigationDrawer
      items={items}
      serviceItems={service}
      settings={<a href="/en">English</a>}
      currentHref={props.currentHref}
    />
  );
}

describe('NavigationDrawer', () => {
  it('opens a drawer with the three levels, the service links and the settings', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const categories = within(drawer).getByRole('navigation', { name: 'Sortiment' });

    await user.click(within(categories).getByText('Lebensmittel'));
    expect(within(categories).getByRole('link', { name: 'Alles aus Lebensmittel' })).toHaveAttribute('href', '/lebensmittel');
    await user.click(within(categories).getByText('Käse'));
    expect(within(categories).getByRole('link', { name: 'Hartkäse' })).toHaveAttribute('href', '/lebensmittel/kaese/hartkaese');
    expect(within(drawer).getByRole('navigation', { name: 'Service' })).toContainElement(screen.getByRole('link', { name: 'Kontakt' }));
    expect(within(drawer).getByRole('region', { name: 'Sprache, Währung und Lieferland' })).toContainElement(screen.getByRole('link', { name: 'English' }));
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('closes on Escape and on a followed link, and gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Menü' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const link = screen.getByRole('link', { name: 'Aktionen' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the branch of the current page and marks its link', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Menu currentHref="/lebensmittel/kaese/hartkaese" />);
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.getByRole('link', { name: 'Hartkäse' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks French', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Menu />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Assortiment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('is a <details> with every category in the server render, for shoppers without JavaScript', () => {
    const i18n = createI18n({ language: 'en', namespaces: { ui: uiTexts } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Menu />
      </I18nextProvider>,
    );
    expect(html).toMatch(/^<details/);
    expect(html).toContain('<summary');
    expect(html).toContain('href="/lebensmittel/kaese/hartkaese"');
    expect(html).toContain('All of Lebensmittel');
  });
});
