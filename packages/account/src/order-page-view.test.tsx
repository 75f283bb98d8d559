import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OrderPageView } from './order-page-view';
import { orderFixture, paymentMethodOptions } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const order = orderFixture();

describe('OrderPageView', () => {
  it('lists the orders with links to their details and the pages (de)', async () => {
    const { container } = renderWithI18n(<OrderPageView page={{ view: 'list', orders: [order], page: 1, pages: 2 }} language="de" pageHref="/account/order" />);
    expect(screen.getByRole('link', { name: 'Details zu Bestellung 10001' })).toHaveAttribute('href', `/account/order?order=${order.id}`);
    expect(container.querySelector('a[href="/account/order?p=2"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows one order whose "pay now" posts to its own address, with a refusal (en)', async () => {
    const { container } = renderWithI18n(
      <OrderPageView
        page={{ view: 'detail', order, paymentChangeable: true, paymentMethods: paymentMethodOptions }}
        language="en"
        pageHref="/en/account/order"
        result={{ formError: { key: 'account:accountMessages.orderAlreadyPaid', params: { orderNumber: '10001' } } }}
      />,
      'en',
    );
    const detail = screen.getByTestId('order-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('10001');
    expect(container.querySelector('form')).toHaveAttribute('action', `/en/account/order?order=${order.id}`);
    expect(screen.getByRole('alert')).toHaveTextContent('The order 10001 has already been paid and can no longer be changed.');
    await expectNoAxeViolations(container);
  });

  it('says that an order was not found, with the way back to the list (fr)', () => {
    renderWithI18n(<OrderPageView page={{ view: 'detail', order: null, paymentChangeable: false, paymentMethods: [] }} language="fr" pageHref="/fr/account/order" />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('La commande est introuvable.');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr/account/order');
  });
});
