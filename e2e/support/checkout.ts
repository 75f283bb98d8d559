import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './credentials';
import { checkoutTexts } from './texts';

const storeApi = `http://127.0.0.1:${process.env.E2E_STORE_API_PORT ?? 8788}`;

/** The checkout's payment and order labels in one language. */
export interface OrderLabels {
  invoice: RegExp;
  choosePayment: string;
  terms: string;
  placeOrder: string;
}

/** The order labels of one language from the checkout's texts; invoice is the shop's method name. */
function orderLabels(language: 'de' | 'en', invoice: RegExp): OrderLabels {
  const { choosePayment, terms, placeOrder } = checkoutTexts[language].page;
  return { invoice, choosePayment, terms, placeOrder };
}

export const germanOrder: OrderLabels = orderLabels('de', /^Rechnung/);

export const englishOrder: OrderLabels = orderLabels('en', /^Invoice/);

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

interface OutboxMail {
  type: string;
  language: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  data: { orderNumber?: string; amountTotal?: number; guest?: boolean };
}

/** An amount as the success page shows it (`CHF 12.50`, `12,50 CHF`, `CHF 1’234.50`) as a number. */
export function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

/**
 * The order confirmation of the order on the success page arrived in the local Store API's outbox
 * (read as account-auth.spec.ts reads it): to `email`, in `language`, with the page's order number and
 * total; a guest's mail links to the order by its deep link. Answers the mail's order number, total and links.
 */
export async function expectOrderMail(page: Page, request: APIRequestContext, email: string, language: string, guest: boolean) {
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d+$/);
  const total = amountOf((await page.getByTestId('order-total').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${storeApi}/_outbox?type=order_confirmation_mail&to=${encodeURIComponent(email)}`, { headers: adminHeaders });
      mail = ((await answer.json()) as { elements: OutboxMail[] }).elements.find((entry) => entry.data.orderNumber === orderNumber);
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail!.language).toBe(language);
  expect(mail!.data.amountTotal).toBeCloseTo(total, 2);
  expect(mail!.subject).toContain(orderNumber);
  expect(mail!.text).toContain(orderNumber);
  expect(mail!.html).toContain(orderNumber);
  if (guest) expect(mail!.links).toEqual([expect.stringMatching(new RegExp(`/account/order/[A-Za-z0-9_-]+$`))]);
  else expect(mail!.links).toEqual([]);
  return { orderNumber, total, links: mail!.links };
}
