import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderList } from './order-list';
import { orderFixture } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const detailHref = (order: { id: string }) => `/account/order?order=${order.id}`;

describe('OrderList', () => {
  it('lists number, date, translated states and the total in Swiss format', async () => {
    const orders = [orderFixture(), orderFixture({ id: 'or2', orderNumber: '10002', payment: 'paid', state: 'completed' })];
    const { container } = renderWithI18n(<OrderList orders={orders} language="de" detailHref={detailHref} />);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Details zu Bestellung 10001' })).toHaveAttribute('href', '/account/order?order=or000000000000000000000000000001');
    expect(first).toHaveTextContent('20.11.2026');
    expect(first).toHaveTextContent('Offen');
    expect(first).toHaveTextContent('Rechnung');
    expect(first).toHaveTextContent(/CHF\s42\.40/);
    expect(second).toHaveTextContent('Abgeschlossen');
    expect(second).toHaveTextContent('Bezahlt');
    await expectNoAxeViolations(container);
  });

  it('shows unpaid and failed payments in English and French', () => {
    const { unmount } = renderWithI18n(<OrderList orders={[orderFixture({ payment: 'failed', state: 'in_progress' })]} language="en" detailHref={detailHref} />, 'en');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/In progress.*Failed/);
    unmount();
    renderWithI18n(<OrderList orders={[orderFixture({ state: 'cancelled' })]} language="fr" detailHref={detailHref} />, 'fr');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/Annulée.*Non payée/);
  });

  it('pages when there are more orders and says when there are none', () => {
    const { unmount } = renderWithI18n(<OrderList orders={[orderFixture()]} language="en" detailHref={detailHref} pagination={{ page: 2, pages: 3, hrefFor: (p) => `?p=${p}` }} />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?p=1');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?p=3');
    expect(nav).toHaveTextContent('Page 2 of 3');
    unmount();
    renderWithI18n(<OrderList orders={[]} language="de" detailHref={detailHref} />);
    expect(screen.getByText('Sie haben noch keine Bestellungen.')).toBeInTheDocument();
  });
});
