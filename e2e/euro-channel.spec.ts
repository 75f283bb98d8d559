import { amountOf, expectOrderMail, germanOrder, orderByInvoice } from './support/checkout';
import { createCustomer } from './support/customer';
import { euroOrigin } from './support/euro-channel';
import { expect, test } from './support/test';
import { guestFormLabels } from './support/texts';

// The local Store API's second sales channel, "Gipfel Deutschland" (euros; de-DE and en-GB;
// Germany and Austria; decision 0059), served by a storefront of the same build that differs only
// by its environment: its access key, SHOP_LANGUAGES and SHOP_TIME_ZONE (playwright.config.ts).
// Prices are written as a German shop writes them (`12,50 €`, in English `€12.50`).

const origin = euroOrigin();
const euroGerman = /\d+,\d{2}\u00a0€/;
const euroEnglish = /€\d+\.\d{2}/;

test.use({ baseURL: origin });

test('the euro shop has its own languages: German without prefix, English under /en, no /fr or /it', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-language': 'de-DE' } });
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('<html lang="de-DE"');
  expect(html).toContain(`<link rel="alternate" hrefLang="en-GB" href="${origin}/en/"/>`);
  expect(html).not.toContain('hrefLang="fr-CH"');
  expect(html).not.toContain('hrefLang="it-CH"');
  expect((await request.get('/en/')).status()).toBe(200);
  // The build mounted /fr and /it for the Swiss shop; this shop's configuration names neither.
  expect((await request.get('/fr/')).status()).toBe(404);
  expect((await request.get('/it/')).status()).toBe(404);
  expect((await request.get('/fr/search?search=kaese')).status()).toBe(404);
});

test('a category of the euro shop lists its prices in euros, in German and in English', async ({ page }) => {
  await page.goto('/Lebensmittel/Schokolade/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schokolade');
  const products = page.getByRole('list', { name: 'Produkte' });
  await expect(products.getByRole('listitem').first()).toContainText(euroGerman);
  await expect(products).not.toContainText('CHF');

  await page.goto('/en/Food/Chocolate/');
  const english = page.getByRole('list', { name: 'Products' });
  await expect(english.getByRole('listitem').first()).toContainText(euroEnglish);
  await expect(english).not.toContainText('CHF');
});

test('a guest orders in euros by invoice to a German address; the order and its mail are in euros', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/Lebensmittel/Schokolade/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer.getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });
  await expect(drawer).toContainText(euroGerman);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');
  const labels = guestFormLabels('de');
  const email = `lena.${Date.now()}${Math.round(Math.random() * 1e6)}@example.de`;
  await page.getByLabel(labels.firstName).fill('Lena');
  await page.getByRole('textbox', { name: labels.lastName, exact: true }).fill('Schmidt');
  await page.getByLabel(labels.street).fill('Invalidenstrasse 10');
  await page.getByLabel(labels.zipcode).fill('10115');
  await page.getByRole('textbox', { name: labels.city, exact: true }).fill('Berlin');
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: labels.submit }).click();
  await orderByInvoice(page, germanOrder);

  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung');
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  expect(total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
  expect(amountOf(total)).toBeGreaterThan(0);
  await expectOrderMail(page, request, email, 'de', true);
});

test('a customer signs in on the euro shop', async ({ page, request }) => {
  const customer = await createCustomer(request, `http://localhost:${Number(process.env.E2E_STOREFRONT_PORT ?? 3100)}`, 'Lena');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByTestId('account-menu')).toContainText('Hallo Lena');
});
