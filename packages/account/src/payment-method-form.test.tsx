import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PaymentMethodForm } from './payment-method-form';
import { paymentMethodOptions } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('PaymentMethodForm', () => {
  it('is a radio list with the default method checked', async () => {
    const { container } = renderWithI18n(<PaymentMethodForm action="/account/payment" methods={paymentMethodOptions} selectedId={paymentMethodOptions[1]!.id} />);
    const form = screen.getByRole('form', { name: 'Standard-Zahlungsart' }) as HTMLFormElement;
    expect(screen.getByRole('radio', { name: /^Vorauskasse/ })).toBeChecked();
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'payment-method', paymentMethodId: paymentMethodOptions[1]!.id });
    await expectNoAxeViolations(container);
  });

  it('says when the selected payment method does not exist, in three languages', () => {
    const error = { key: 'account:accountMessages.paymentMethodNotFound' };
    for (const [language, text] of [
      ['de', 'Die gewählte Zahlungsart existiert nicht.'],
      ['en', 'The selected payment method does not exist.'],
      ['fr', 'Le mode de paiement sélectionné n’existe pas.'],
    ] as const) {
      const { unmount } = renderWithI18n(<PaymentMethodForm methods={paymentMethodOptions} error={error} />, language);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      unmount();
    }
  });

  it('announces the change and handles an empty list', () => {
    const { unmount } = renderWithI18n(<PaymentMethodForm methods={paymentMethodOptions} saved />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Your default payment method has been changed.');
    unmount();
    renderWithI18n(<PaymentMethodForm methods={[]} />, 'en');
    expect(screen.getByText('No payment method available.')).toBeInTheDocument();
  });
});
