import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// The drawer waits for route discovery, the cart action and the layout's revalidation: on a busy
// machine that takes longer than Playwright's default 5 s, hence the longer waits after an add.
test.describe.configure({ timeout: 60_000 });

const languages = {
  de: { category: '/Lebensmittel/Schokolade/', add: 'In den Warenkorb', title: 'Warenkorb', checkout: 'Zur Kasse', toCart: 'Zum Warenkorb', prefix: '' },
  en: { category: '/en/Food/Chocolate/', add: 'Add to cart', title: 'Cart', checkout: 'Go to checkout', toCart: 'Go to cart', prefix: '/en' },
  fr: { category: '/fr/Alimentation/Chocolat/', add: 'Ajouter au panier', title: 'Panier', checkout: 'Passer à la caisse', toCart: 'Voir le panier', prefix: '/fr' },
} as const;

type Language = keyof typeof languages;

function buyableCard(page: Page, language: Language) {
  return page.locator('article').filter({ has: page.getByRole('button', { name: languages[language].add }) }).first();
}

/** Adds the first buyable product of the category page and returns its name. */
async function addFirstProduct(page: Page, language: Language): Promise<string> {
  const texts = languages[language];
  const card = buyableCard(page, language);
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('button', { name: texts.add }).click();
  return name;
}

async function openCategory(page: Page, language: Language) {
  await page.goto(languages[language].category);
  // Hydration: before it, the add buttons post plain forms (covered in the no-JavaScript test).
  await page.waitForLoadState('networkidle');
}

for (const language of Object.keys(languages) as Language[]) {
  test(`adding from a category page opens the side cart with the item (${language})`, async ({ page }) => {
    const texts = languages[language];
    await openCategory(page, language);
    const name = await addFirstProduct(page, language);

    const drawer = page.getByRole('dialog', { name: texts.title });
    await expect(drawer).toBeVisible({ timeout: 15_000 });
    const items = drawer.getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    await expect(items.getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByText(name, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('spinbutton')).toHaveValue('1');
    await expect(drawer.getByTestId('side-cart-subtotal')).toHaveText(/CHF/);
    await expect(drawer.getByRole('progressbar')).toBeVisible();
    await expect(drawer.getByRole('link', { name: texts.checkout })).toHaveAttribute('href', `${texts.prefix}/checkout`);
    await expect(drawer.getByRole('link', { name: texts.toCart })).toHaveAttribute('href', `${texts.prefix}/checkout/cart`);
    // The page stays where it was.
    await expect(page).toHaveURL(texts.category);
  });
}

test('the drawer changes quantities, removes, closes on Escape and opens from the header', async ({ page }) => {
  await openCategory(page, 'de');
  await addFirstProduct(page, 'de');
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  // The page behind the modal drawer is hidden from assistive technology: read the label itself.
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Warenkorb, 1 Artikel');

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Quantity: the subtotal doubles once the Store API has confirmed the change.
  const subtotal = drawer.getByTestId('side-cart-subtotal');
  const single = (await subtotal.textContent()) ?? '';
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  await drawer.getByRole('button', { name: /erhöhen/ }).click();
  await expect(drawer.getByRole('spinbutton')).toHaveValue('2');
  await expect.poll(async () => amount((await subtotal.textContent()) ?? '')).toBeCloseTo(amount(single) * 2, 2);
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Warenkorb, 2 Artikel');

  // Escape closes, and focus goes back to the add button that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(buyableCard(page, 'de').getByRole('button', { name: 'In den Warenkorb' })).toBeFocused();

  // The header's cart icon opens it (with JavaScript it is no longer a page change).
  const headerCart = page.getByTestId('header-cart');
  await headerCart.click();
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(languages.de.category);
  await expect(drawer.getByRole('spinbutton')).toHaveValue('2');

  // Remove: the empty state (no good items left), the header count goes.
  await drawer.getByRole('button', { name: /entfernen/ }).click();
  await expect(drawer.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(headerCart).not.toHaveAttribute('aria-label', /Artikel/);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(headerCart).toBeFocused();
});

test('"to the cart" leads to the cart page (English)', async ({ page }) => {
  await openCategory(page, 'en');
  await addFirstProduct(page, 'en');
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Go to cart' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL('/en/checkout/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping cart');
  await expect(page.getByRole('spinbutton').first()).toHaveValue('1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"to checkout" leads to the checkout (French)', async ({ page }) => {
  await openCategory(page, 'fr');
  await addFirstProduct(page, 'fr');
  await page.getByRole('dialog', { name: 'Panier' }).getByRole('link', { name: 'Passer à la caisse' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/fr\/checkout(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commande');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a second tab shows the new count and drawer contents without a reload', async ({ page, context }) => {
  await openCategory(page, 'de');
  const second = await context.newPage();
  await openCategory(second, 'de');
  await expect(second.getByTestId('header-cart')).not.toHaveAccessibleName(/Artikel/);

  const name = await addFirstProduct(page, 'de');
  await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByTestId('header-cart')).toHaveAccessibleName('Warenkorb, 1 Artikel', { timeout: 15_000 });

  // A change made in the first tab's drawer arrives too.
  await page.getByRole('dialog').getByRole('button', { name: /erhöhen/ }).click();
  await expect(second.getByTestId('header-cart')).toHaveAccessibleName('Warenkorb, 2 Artikel');

  await second.getByTestId('header-cart').click();
  const drawer = second.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer.getByText(name, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('spinbutton')).toHaveValue('2');
  await second.close();
});

test('on a phone the side cart takes the full width, on a desktop about 420px on the right', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openCategory(page, 'fr');
  await addFirstProduct(page, 'fr');
  const drawer = page.getByRole('dialog', { name: 'Panier' });
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  expect((await drawer.boundingBox())?.width).toBeCloseTo(375, 0);

  await page.setViewportSize({ width: 1280, height: 800 });
  const box = await drawer.boundingBox();
  expect(box?.width).toBeCloseTo(420, 0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(1280, 0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('adding to the cart still works and the header link leads to the cart page', async ({ page }) => {
    await page.goto(languages.de.category);
    const name = await addFirstProduct(page, 'de');
    await expect(page).toHaveURL(languages.de.category);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByTestId('header-cart').click();
    await expect(page).toHaveURL('/checkout/cart');
    await expect(page.getByText(name).first()).toBeVisible();
  });
});
