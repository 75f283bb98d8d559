import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutPageView } from './checkout-page';
import { guestCheckoutPage, visitorCheckoutPage } from './checkout-page.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const paths = { checkout: '/fr/checkout', login: '/fr/login', register: '/fr/register', addressBook: '/fr/account/address' };

describe('CheckoutPageView', () => {
  it.each(['de', 'en', 'fr'] as const)('offers a visitor the sign-in, the sign-up and the guest form (%s)', async (language) => {
    const { container } = renderWithI18n(<CheckoutPageView page={visitorCheckoutPage()} paths={paths} />, language);
    const links = [...container.querySelectorAll('#delivery a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/fr/login?redirectTo=%2Ffr%2Fcheckout', '/fr/register?redirectTo=%2Ffr%2Fcheckout']);
    expect(container.querySelector('input[name="intent"][value="guest"]')).not.toBeNull();
    // Every step posts to the checkout, as a plain form without JavaScript.
    expect([...container.querySelectorAll('form')].every((form) => form.getAttribute('action') === '/fr/checkout' && form.getAttribute('method') === 'post')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it("shows a guest's address with the way to change it, and the order form's answer", () => {
    const { container } = renderWithI18n(
      <CheckoutPageView page={guestCheckoutPage()} paths={paths} result={{ intent: 'order', formError: 'termsRequired', termsAccepted: false }} />,
      'en',
    );
    expect(container.querySelector('address')).toHaveTextContent('Heidi Muster');
    expect(container.querySelector('address')).toHaveTextContent('heidi@example.ch');
    expect(container.querySelector('#delivery a')).toHaveAttribute('href', '/fr/checkout?step=delivery#delivery');
    expect(container.querySelector('input[name="intent"][value="guest"]')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /terms/i })).not.toBeChecked();
  });

  it('shows the guest form again to change the address', () => {
    const { container } = renderWithI18n(<CheckoutPageView page={guestCheckoutPage()} paths={paths} editAddress />, 'de');
    expect(container.querySelector('input[name="intent"][value="guest"]')).not.toBeNull();
    expect(container.querySelector('input[name="firstName"]')).toHaveValue('Heidi');
  });

  it.each([
    ['de', 'Zusammenfassung'],
    ['en', 'Summary'],
    ['fr', 'Récapitulatif'],
  ] as const)('has one summary heading and region, with the cart totals in it (%s)', (language, name) => {
    renderWithI18n(<CheckoutPageView page={guestCheckoutPage()} paths={paths} />, language);
    expect(screen.getAllByRole('heading', { name })).toHaveLength(1);
    const summary = screen.getByRole('region', { name });
    expect(summary).toHaveAttribute('id', 'summary');
    // The cart's totals are inside the step's section, not a region of their own.
    expect(summary.querySelector('dl')).not.toBeNull();
    expect(within(summary).getAllByRole('heading')).toHaveLength(1);
    expect(within(summary).queryAllByRole('region')).toHaveLength(0);
  });
});
