import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutOrderForm } from './checkout-order-form';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('CheckoutOrderForm', () => {
  it.each([
    ['de', 'Ich habe die AGB gelesen und akzeptiere sie.', 'Zahlungspflichtig bestellen'],
    ['en', 'I have read and accept the terms and conditions.', 'Place order with obligation to pay'],
    ['fr', 'J’ai lu et j’accepte les conditions générales.', 'Commander avec obligation de paiement'],
  ] as const)('asks for the terms and places the order with intent=order (%s)', async (language, terms, submit) => {
    const { container } = renderWithI18n(<CheckoutOrderForm waiver={false} action="/checkout" />, language);
    expect(screen.getByRole('checkbox', { name: terms })).toHaveAttribute('name', 'tos');
    expect(screen.getByRole('checkbox', { name: terms })).toBeRequired();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(1);
    expect(container.querySelector('input[name="intent"]')).toHaveValue('order');
    expect(screen.getByRole('button', { name: submit })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('asks downloads for the waiver and keeps the consents given when the order failed', () => {
    renderWithI18n(<CheckoutOrderForm waiver busy action="/checkout" result={{ formError: 'withdrawalWaiverRequired', termsAccepted: true, waiverAccepted: false }} />, 'en');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(['tos', 'withdrawalWaiver']);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm that you waive your right of withdrawal.');
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
