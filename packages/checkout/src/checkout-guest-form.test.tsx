import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@gipfel/i18n';
import { CheckoutGuestForm, type CheckoutGuestFormProps } from './checkout-guest-form';
import type { FormSlotProps } from './form-slot';
import { guestFields, shippingFields, type GuestValues } from './guest-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const countries = [
  { value: 'a'.repeat(32), label: 'Schweiz', iso: 'CH' },
  { value: 'b'.repeat(32), label: 'Liechtenstein', iso: 'LI' },
];

function renderForm(language: LanguageCode, props: Partial<CheckoutGuestFormProps> = {}) {
  return renderWithI18n(<CheckoutGuestForm salutations={[]} countries={countries} initial={null} busy={false} action="/checkout" {...props} />, language);
}

describe('CheckoutGuestForm', () => {
  it.each([
    ['de', 'Lieferadresse weicht von der Rechnungsadresse ab', 'Abweichende Lieferadresse', 'Vorname'],
    ['en', 'Deliver to an address other than the billing address', 'Different delivery address', 'First name'],
    ['fr', 'Livrer à une adresse différente de l’adresse de facturation', 'Adresse de livraison différente', 'Prénom'],
  ] as const)('adds the delivery address with its own recipient when the box is ticked (%s)', async (language, box, legend, firstName) => {
    const { container } = renderForm(language);
    const checkbox = await screen.findByRole('checkbox', { name: box });
    expect(checkbox).not.toBeChecked();
    expect(screen.queryByRole('group', { name: legend })).toBeNull();
    expect(container.querySelectorAll('input[name^="shipping"]')).toHaveLength(0);

    fireEvent.click(checkbox);
    const group = screen.getByRole('group', { name: legend });
    const recipient = within(group).getByRole('textbox', { name: new RegExp(`^${firstName}`) });
    expect(recipient).toHaveAttribute('name', 'shippingFirstName');
    expect(recipient).toBeRequired();
    expect(recipient).toHaveAttribute('autocomplete', 'shipping given-name');
    expect(within(group).getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual([
      'shippingFirstName',
      'shippingLastName',
      'shippingStreet',
      'shippingZipcode',
      'shippingCity',
    ]);
    // The billing address is filled from the shopper's billing set; the delivery address's country starts at Switzerland.
    expect(container.querySelector('input[name="street"]')).toHaveAttribute('autocomplete', 'street-address');
    expect(container.querySelector('select[name="shippingCountryId"]')).toHaveValue('a'.repeat(32));
    await expectNoAxeViolations(container);

    fireEvent.click(checkbox);
    expect(screen.queryByRole('group', { name: legend })).toBeNull();
  });

  it('shows a guest\'s separate delivery address and the errors of its fields with the typed values', async () => {
    const values = {
      salutationId: '', firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich',
      countryId: 'a'.repeat(32), differentShipping: 'on', shippingSalutationId: '', shippingFirstName: 'Luca', shippingLastName: 'Rossi',
      shippingStreet: 'Städtle 7', shippingZipcode: '94', shippingCity: 'Vaduz', shippingCountryId: 'b'.repeat(32),
    };
    renderForm('fr', { result: { values, errors: { shippingZipcode: { key: 'forms:violation.postalCodeFormat', fallback: '' } } } });
    const group = await screen.findByRole('group', { name: 'Adresse de livraison différente' });
    expect(screen.getByRole('checkbox', { name: /Livrer à une adresse différente/ })).toBeChecked();
    expect(within(group).getByRole('textbox', { name: /^NPA/ })).toHaveValue('94');
    expect(within(group).getByRole('textbox', { name: /^NPA/ })).toHaveAccessibleDescription(/.+/);
    expect(within(group).getByRole('combobox', { name: /^Pays/ })).toHaveValue('b'.repeat(32));
    expect(screen.getAllByRole('textbox', { name: /^NPA/ })[0]).toHaveValue('8001');
  });
});

describe('CheckoutGuestForm as a plain form and in a host\'s form', () => {
  it('posts intent=guest to the action as a plain form without JavaScript', () => {
    const { container } = renderForm('en');
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/checkout');
    expect(container.querySelector('input[name="intent"]')).toHaveValue('guest');
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeEnabled();
  });

  it("renders as the host's form component and shows the whole form's message (de)", () => {
    const seen: string[] = [];
    const HostForm = ({ children, ...props }: FormSlotProps) => {
      seen.push(`${props.method} ${props.action}`);
      return <form data-host="yes" {...props}>{children}</form>;
    };
    const values = Object.fromEntries([...guestFields, ...shippingFields, 'differentShipping'].map((f) => [f, ''])) as GuestValues;
    const { container } = renderForm('de', { form: HostForm, busy: true, result: { values, errors: { email: { key: 'forms:validation.email', fallback: '' } }, formError: 'guestFailed' } });
    expect(seen).toEqual(['post /checkout']);
    expect(container.querySelector('form[data-host="yes"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Angaben konnten nicht gespeichert werden.');
    expect(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveAccessibleDescription(/Bitte eine gültige E-Mail-Adresse eingeben\.$/);
    expect(screen.getByRole('button', { name: 'Weiter als Gast' })).toBeDisabled();
  });
});
