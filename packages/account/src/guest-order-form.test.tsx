import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { GuestOrderForm } from './guest-order-form';
import { validateGuestOrder } from './auth-validation';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('GuestOrderForm', () => {
  it('posts the email and the postal code, labelled', async () => {
    const { container } = renderWithI18n(<GuestOrderForm action="/account/order/abc" defaultEmail="anna@example.ch" />);
    const form = screen.getByRole('form', { name: 'Bestellung ansehen' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/account/order/abc');
    fireEvent.change(screen.getByRole('textbox', { name: /Postleitzahl/ }), { target: { value: '8001' } });
    expect(Object.fromEntries(new FormData(form))).toEqual({ email: 'anna@example.ch', zipcode: '8001' });
    await expectNoAxeViolations(container);
  });

  it('says no order matches, in every language, and keeps the email and postal code', async () => {
    const { container, unmount } = renderWithI18n(<GuestOrderForm notFound defaultEmail="anna@example.ch" defaultZipcode="8001" />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('No order matches this email address and postal code.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('anna@example.ch');
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveValue('8001');
    await expectNoAxeViolations(container);
    unmount();
    const fr = renderWithI18n(<GuestOrderForm notFound />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Aucune commande ne correspond à cette adresse e-mail et à ce code postal.');
    fr.unmount();
    renderWithI18n(<GuestOrderForm notFound />, 'de');
    expect(screen.getByRole('alert')).toHaveTextContent('Keine Bestellung passt zu dieser E-Mail-Adresse und Postleitzahl.');
  });

  it('checks both fields before posting and links the messages to them', () => {
    renderWithI18n(<GuestOrderForm />, 'de');
    fireEvent.change(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), { target: { value: 'anna' } });
    expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAccessibleDescription(/Bitte eine gültige E-Mail-Adresse eingeben\./);
    expect(screen.getByRole('textbox', { name: /Postleitzahl/ })).toHaveAccessibleDescription(/.+/);
  });

  it('shows the server field errors', () => {
    renderWithI18n(<GuestOrderForm errors={validateGuestOrder({ email: 'anna@example.ch', zipcode: ' ' })} />, 'en');
    expect(screen.getByRole('textbox', { name: /Postal code/ })).toHaveAccessibleDescription(/.+/);
    expect(screen.getByRole('textbox', { name: /Email address/ })).not.toHaveAccessibleDescription(/.+/);
  });
});
