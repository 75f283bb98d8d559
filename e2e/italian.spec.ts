import { expect, test } from './support/test';

// Italian comes from the storefront's configuration (the demo's SHOP_LANGUAGES: it-CH under /it)
// and the host's texts file (apps/storefront/app/texts/it), no package knows it (decision 0055).
// Until the Store API has it-CH, its content comes in German; these tests do not depend on either.

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

test('an Italian category: Italian texts, the shop content as the Store API has it, add to cart in Italian', async ({ page }) => {
  await page.goto('/it/Lebensmittel/Schokolade/');
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
