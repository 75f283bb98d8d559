import { expect, type Page } from '@playwright/test';

/** The checkout's payment and order labels in one language. */
export interface OrderLabels {
  invoice: RegExp;
  choosePayment: string;
  terms: string;
  placeOrder: string;
}

export const germanOrder: OrderLabels = {
  invoice: /^Rechnung/,
  choosePayment: 'Zahlungsart übernehmen',
  terms: 'Ich habe die AGB gelesen und akzeptiere sie.',
  placeOrder: 'Zahlungspflichtig bestellen',
};

export const englishOrder: OrderLabels = {
  invoice: /^Invoice/,
  choosePayment: 'Use this payment method',
  terms: 'I have read and accept the terms and conditions.',
  placeOrder: 'Place order with obligation to pay',
};

/** Chooses invoice in the payment step and waits until the page shows it chosen. */
export async function chooseInvoice(page: Page, labels: OrderLabels) {
  await page.getByRole('radio', { name: labels.invoice }).check();
  await page.getByRole('button', { name: labels.choosePayment }).click();
  await expect(page.getByRole('radio', { name: labels.invoice })).toBeChecked();
}

/** Pays by invoice: chooses it, accepts the terms and places the order. */
export async function orderByInvoice(page: Page, labels: OrderLabels) {
  await chooseInvoice(page, labels);
  await page.getByLabel(labels.terms).check();
  await page.getByRole('button', { name: labels.placeOrder }).click();
}
