import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AddressBookView } from './address-book-view';
import { addressBookFixture, alpAddress, homeAddress } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const props = { book: addressBookFixture, defaultBillingAddressId: homeAddress.id, defaultShippingAddressId: homeAddress.id, pageHref: '/fr/account/address' };

describe('AddressBookView', () => {
  it.each([
    ['de', 'Zurück zur Kasse', 'Die Adresse wurde gespeichert.'],
    ['en', 'Back to checkout', 'The address has been saved.'],
    ['fr', 'Retour à la commande', null],
  ] as const)('keeps the way back to the checkout on every link and says what was done (%s)', async (language, back, added) => {
    const { container } = renderWithI18n(<AddressBookView {...props} checkoutHref="/fr/checkout" done="added" />, language);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/fr/checkout');
    expect(screen.getByRole('status')).toHaveTextContent(added ?? /./);
    expect(container.querySelector(`a[href^="/fr/account/address?edit=${alpAddress.id}"]`)).toHaveAttribute('href', `/fr/account/address?edit=${alpAddress.id}&from=checkout#address-form`);
    expect([...container.querySelectorAll('form')].every((form) => form.getAttribute('action') === '/fr/account/address?from=checkout')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('shows a refused action as an alert instead of the notice', () => {
    renderWithI18n(<AddressBookView {...props} done="added" result={{ intent: 'delete', addressId: homeAddress.id, formError: { key: 'account:addresses.notFound' } }} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('The address was not found.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts back what was typed in a refused address', () => {
    renderWithI18n(<AddressBookView {...props} result={{ intent: 'address', values: { firstName: 'Anna' } as never, errors: { lastName: { key: 'validation.required' } } }} />, 'en');
    expect(screen.getByDisplayValue('Anna')).toBeInTheDocument();
  });
});
