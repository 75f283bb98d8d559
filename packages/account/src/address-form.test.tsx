import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressForm } from './address-form';
import { alpAddress, cantonOptions, countryOptions, salutationOptions, swissId } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const props = { salutations: salutationOptions, countries: countryOptions, states: cantonOptions, statesCountryId: swissId };

describe('AddressForm', () => {
  it('adds an address with a plain post form; Switzerland shows the cantons', async () => {
    const { container } = renderWithI18n(<AddressForm action="/account/address" {...props} />);
    const form = screen.getByRole('form', { name: 'Neue Adresse' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(new FormData(form).get('intent')).toBe('address');
    expect(new FormData(form).get('countryId')).toBe(swissId);
    expect(screen.getByRole('combobox', { name: /Kanton/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Land/ }), 'Deutschland');
    expect(screen.queryByRole('combobox', { name: /Kanton/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('edits an address: prefilled, with its id', () => {
    renderWithI18n(<AddressForm {...props} addressId={alpAddress.id} defaultValues={{ street: 'Alpweg 9', zipcode: '3818', countryId: swissId }} cancelHref="/account/address" />, 'en');
    const form = screen.getByRole('form', { name: 'Edit address' }) as HTMLFormElement;
    expect(new FormData(form).get('addressId')).toBe(alpAddress.id);
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('3818');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account/address');
  });

  it('requires the address fields and shows the server’s postal code violation on its field (French)', async () => {
    const { container, unmount } = renderWithI18n(<AddressForm {...props} />, 'fr');
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByLabelText(/^Rue et numéro/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Prénom');
    unmount();
    renderWithI18n(<AddressForm {...props} defaultValues={{ zipcode: '12', street: 'Alpweg 7' }} errors={{ zipcode: { key: 'violation.postalCodeFormat' } }} />, 'de');
    expect(screen.getByLabelText(/^PLZ/)).toHaveAccessibleDescription(/Die Postleitzahl hat nicht das richtige Format\./);
    expect(screen.getByLabelText(/^Strasse und Hausnummer/)).toHaveValue('Alpweg 7');
    await expectNoAxeViolations(container);
  });
});
