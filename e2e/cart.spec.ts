import AxeBuilder from '@axe-core/playwright';
import { accessKey, createCustomer, storeApi } from './support/customer';
import { expect, test, type APIRequestContext } from './support/test';

const chocolate = { de: '/Lebensmittel/Schokolade/', fr: '/fr/Alimentation/Chocolat/' };

test('add to cart with JavaScript updates the header count in place, then the cart page changes and removes', async ({ page }) => {
  await page.goto(chocolate.de);
  // Wait for hydration: before it, the same button posts the plain form (covered below).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  // A successful add opens the side cart (decision 0018) instead of the notification.
  const sideCart = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(sideCart).toBeVisible({ timeout: 15_000 });
  // The page behind the modal drawer is hidden from assistive technology: read the label itself.
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Warenkorb, 1 Artikel');
  await expect(page).toHaveURL(chocolate.de);

  await sideCart.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/bis zum kostenlosen Versand/).first()).toBeVisible();
  await page.getByRole('button', { name: /erhöhen/ }).first().click();
  await expect(page.getByRole('spinbutton').first()).toHaveValue('2');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // A negative quantity gets the shop's own German message, not the browser's bubble; nothing is lost.
  const quantity = page.getByRole('spinbutton').first();
  await quantity.fill('-1');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Die Menge muss eine positive ganze Zahl sein.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('spinbutton').first()).toHaveValue('2');

  await page.getByRole('button', { name: /entfernen/ }).first().click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
});

test('two tabs stay in sync: the cart page follows the side cart of another tab, and the other way round', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto(chocolate.de);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer.getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });

  const second = await context.newPage();
  await second.goto('/checkout/cart');
  await second.waitForLoadState('networkidle');
  const quantity = second.getByRole('spinbutton').first();
  await expect(quantity).toHaveValue('1');

  // The first tab's drawer changes the quantity: the cart page shows it without a reload.
  await drawer.getByRole('button', { name: /erhöhen/ }).click();
  await expect(quantity).toHaveValue('2', { timeout: 15_000 });

  // The cart page changes it: the first tab's header and drawer follow.
  await second.getByRole('button', { name: /erhöhen/ }).first().click();
  await expect(quantity).toHaveValue('3');
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Warenkorb, 3 Artikel', { timeout: 15_000 });
  await expect(drawer.getByRole('spinbutton')).toHaveValue('3');

  // Removed in the first tab: the cart page is empty.
  await drawer.getByRole('button', { name: /entfernen/ }).click();
  await expect(second.getByText('Ihr Warenkorb ist leer.')).toBeVisible({ timeout: 15_000 });
  await second.close();
});

interface SearchedProduct {
  id: string;
  isCloseout?: boolean;
  availableStock?: number;
  childCount?: number | null;
  translated?: { name?: string };
}

/** A product of the demo shop found through the Store API's search, for its `/detail/{id}` page. */
async function findProduct(request: APIRequestContext, search: string, fits: (product: SearchedProduct) => boolean): Promise<SearchedProduct> {
  const answer = await request.post(`${storeApi}/store-api/search`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { search, limit: 50 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const product = ((await answer.json()) as { elements: SearchedProduct[] }).elements.find(fits);
  expect(product, `a product for "${search}"`).toBeTruthy();
  return product!;
}

test('more than the stock of a closeout product: the quantity is capped with a translated message', async ({ page, request }) => {
  const lowStock = (p: SearchedProduct) => p.isCloseout === true && (p.availableStock ?? 0) > 0 && (p.availableStock ?? 0) < 10 && !p.childCount;
  const product = await findProduct(request, 'Znüni-Riegel', lowStock);
  const stock = product.availableStock!;
  await page.goto(`/detail/${product.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });

  await page.goto('/checkout/cart');
  await page.waitForLoadState('networkidle');
  const quantity = page.getByRole('spinbutton').first();
  await quantity.fill(String(stock + 5));
  await quantity.press('Tab');
  await expect(page.getByRole('status').getByText(new RegExp(`sind nur ${stock} Stück verfügbar\\. Die Menge wurde angepasst\\.`))).toBeVisible({ timeout: 15_000 });
  await expect(quantity).toHaveValue(String(stock));
});

test('signing in with items merges the saved cart of the customer and says so once (German)', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const customer = await createCustomer(request, baseURL!, 'Merle');
  // The customer's saved cart: a session of their own (another device) with two of a product.
  const saved = await findProduct(request, 'Emmentaler', (p) => !p.isCloseout && (p.availableStock ?? 0) > 20 && !p.childCount);
  const login = await request.post(`${storeApi}/store-api/account/login`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { username: customer.email, password: customer.password },
  });
  const token = login.headers()['sw-context-token']!;
  const added = await request.post(`${storeApi}/store-api/checkout/cart/line-item`, {
    headers: { 'sw-access-key': accessKey, 'sw-context-token': token, 'content-type': 'application/json' },
    data: { items: [{ type: 'product', referencedId: saved.id, quantity: 2 }] },
  });
  expect(added.status(), await added.text()).toBe(200);

  // As a visitor in the browser: one chocolate, then sign in.
  await page.goto(chocolate.de);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(customer.email);
  await page.locator('input[name="password"]').fill(customer.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/account\?notice=cart-merged$/);
  await expect(page.getByTestId('auth-notice')).toHaveText('Ihr Warenkorb wurde mit dem Warenkorb Ihres letzten Besuchs zusammengeführt.');
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Warenkorb, 3 Artikel');
  // Once: the next page does not repeat it.
  await page.goto('/checkout/cart');
  await expect(page.getByRole('spinbutton')).toHaveCount(2);
  await expect(page.getByTestId('auth-notice')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add to cart posts to the cart and comes back to the listing (French)', async ({ page }) => {
    await page.goto(chocolate.fr);
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await expect(page).toHaveURL(chocolate.fr);
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Panier, 1 articles');
    await page.goto('/fr/checkout/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panier');
  });

  test('adding more than the stock stays on the cart page with the translated message (French)', async ({ page, request }) => {
    const lowStock = (p: SearchedProduct) => p.isCloseout === true && (p.availableStock ?? 0) > 0 && (p.availableStock ?? 0) < 6 && !p.childCount;
    const product = await findProduct(request, 'Znüni-Riegel', lowStock);
    const stock = product.availableStock!;
    await page.goto(`/fr/detail/${product.id}`);
    const productPage = page.url();
    // Each add within the stock comes back to the product page; the one beyond it does not.
    for (let added = 0; added < stock; added += 1) {
      await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
      await expect(page).toHaveURL(productPage);
    }
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await expect(page).toHaveURL(/\/fr\/checkout\/cart$/);
    await expect(page.getByRole('status').getByText(new RegExp(`Seulement ${stock} pièce\\(s\\) de .+ disponible\\(s\\)\\. La quantité a été ajustée\\.`))).toBeVisible();
    await expect(page.getByRole('spinbutton').first()).toHaveValue(String(stock));
  });

  test('a negative quantity gets the translated message from the server and keeps the item (French)', async ({ page }) => {
    await page.goto(chocolate.fr);
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await page.goto('/fr/checkout/cart');
    const quantity = page.getByRole('spinbutton').first();
    await quantity.fill('-3');
    await quantity.press('Enter');
    await expect(page.getByText('La quantité doit être un nombre entier positif.')).toBeVisible();
    await expect(page.getByRole('spinbutton').first()).toHaveValue('1');
  });

  test('a valid promotion code is applied and shown in the cart (English)', async ({ page }) => {
    await page.goto('/en/Food/Chocolate/');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.goto('/en/checkout/cart');
    // The cart's summary (the phone's sticky bar repeats the total, hidden on wider screens).
    const total = page.getByRole('complementary').getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]');
    const before = (await total.textContent()) ?? '';
    await page.getByLabel('Promotion code').fill('GIPFEL10');
    await page.getByRole('button', { name: 'Redeem code' }).click();
    await expect(page.getByText('The discount “10% off everything” has been added.')).toBeVisible();
    await expect(page.getByText('Discount: 10% off everything')).toBeVisible();
    await expect(total).not.toHaveText(before);
    await expect(page.getByRole('spinbutton').first()).toHaveValue('1');
  });

  test('a bad promotion code gets a translated message and keeps the cart (English)', async ({ page }) => {
    await page.goto('/en/Food/Chocolate/');
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.goto('/en/checkout/cart');
    await page.getByLabel('Promotion code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Redeem code' }).click();
    await expect(page.getByText('This promotion code does not exist.')).toBeVisible();
    await expect(page.getByRole('spinbutton').first()).toHaveValue('1');
  });
});
