import { amountOf, expectOrderMail, orderByInvoice, type OrderLabels } from './support/checkout';
import { createCustomer } from './support/customer';
import { expect, test, type Page } from './support/test';

// Italian comes from the storefront's configuration (the demo's SHOP_LANGUAGES: it-CH under /it)
// and the host's texts file (apps/storefront/app/texts/it), no package knows it (decision 0055).
// The local Store API's Swiss channel has it-CH (decision 0059): the journeys' categories and
// products in Italian under Italian SEO paths, other fields in German, as Shopware falls back.

/** The Italian labels the journeys use: the host's texts file (apps/storefront/app/texts/it). */
const italianOrder: OrderLabels = {
  invoice: /^Fattura/,
  choosePayment: 'Usa questo metodo di pagamento',
  terms: 'Ho letto e accetto le condizioni generali.',
  placeOrder: 'Ordina con obbligo di pagamento',
};

function resultCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /^\d+ prodott[oi]$/ });
}

async function countOf(page: Page): Promise<number> {
  return Number(/(\d+)/.exec((await resultCount(page).textContent()) ?? '')?.[1] ?? NaN);
}

test('the Italian home page speaks Italian, with its hreflang link and a place in the switcher', async ({ page, request, baseURL }) => {
  const response = await request.get('/it/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="it-CH"');
  expect(html).toContain(`<link rel="alternate" hrefLang="it-CH" href="${baseURL}/it/"/>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/it/"/>`);
  expect(html).toContain('id="gipfel-shop-languages"');

  await page.goto('/it/');
  // The shell speaks Italian; the home page's CMS content is the Store API's (German until it has it-CH).
  await expect(page.getByRole('heading', { level: 2, name: 'Il nostro negozio parla la vostra lingua' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Termine di ricerca' }).first()).toBeVisible();
  const switcher = page.getByRole('navigation', { name: 'Lingua' });
  await expect(switcher.getByRole('link', { name: /Italiano/ })).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Gipfel');
});

test('an Italian category: Italian texts and names under its Italian SEO path, add to cart in Italian', async ({ page }) => {
  await page.goto('/it/Alimentari/Cioccolato/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cioccolato');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  const sideCart = page.getByRole('dialog', { name: 'Carrello' });
  await expect(sideCart).toBeVisible({ timeout: 15_000 });
  await expect(sideCart.getByRole('link', { name: 'Al carrello' })).toHaveAttribute('href', '/it/checkout/cart');
  // Links stay in Italian: the header's home link and the cart carry the /it prefix.
  await sideCart.getByRole('link', { name: 'Al carrello' }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrello');
});

test('a browser asking for Italian is sent to /it/, and an unknown prefix is still a 404', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ locale: 'it-CH', extraHTTPHeaders: { 'accept-language': 'it-CH,it;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/it/`);
  await context.close();
  expect((await request.get('/es/search')).status()).toBe(404);
});

test.describe('Italian journeys without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category in Italian filters by its Italian property group and sorts by price', async ({ page }) => {
    await page.goto('/it/Alimentari/Formaggi/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formaggi');
    const before = await countOf(page);
    expect(before).toBeGreaterThan(1);
    const origin = page.getByRole('group', { name: 'Provenienza' });
    await origin.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Applica i filtri' }).click();
    await expect(page).toHaveURL(/\/it\/Alimentari\/Formaggi\/\?.*properties=[0-9a-f]{32}/);
    const after = await countOf(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(page.getByRole('list', { name: 'Prodotti' }).getByRole('heading')).toHaveCount(after);
  });
});

test('a guest orders in Italian by invoice: Swiss francs as it-CH writes them, the Italian confirmation mail', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/it/Alimentari/Cioccolato/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Carrello' }).getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });

  await page.goto('/it/checkout');
  const email = `giulia.${Date.now()}${Math.round(Math.random() * 1e6)}@example.ch`;
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await page.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Bernasconi');
  await page.getByLabel('Via e numero civico').fill('Via Nassa 5');
  await page.getByLabel('NPA').fill('6900');
  await page.getByRole('textbox', { name: 'Località', exact: true }).fill('Lugano');
  await page.getByLabel('Indirizzo e-mail').fill(email);
  await page.getByRole('button', { name: 'Continua come ospite' }).click();
  await orderByInvoice(page, italianOrder);

  await expect(page).toHaveURL(/\/it\/checkout\/success\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie per il vostro ordine');
  await expect(page.locator('[data-payment-state="open"]')).toHaveText(/^Abbiamo ricevuto il vostro ordine \d+\./);
  // Francs as the shop writes them in Italian: the code first, a point before the rappen.
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  expect(total).toMatch(/^CHF\u00a0[\d'\u2019]+\.\d{2}$/);
  expect(amountOf(total)).toBeGreaterThan(0);
  await expectOrderMail(page, request, email, 'it', true);
});

test('a customer signs in on the Italian sign-in page and stays in Italian', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!, 'Giulia');
  await page.goto('/it/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
  await page.getByRole('textbox', { name: 'Indirizzo e-mail' }).fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/it\/account$/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
  await expect(page.getByTestId('account-menu')).toContainText('Giulia');
});
