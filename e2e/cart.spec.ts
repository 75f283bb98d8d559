import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

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

  await page.getByRole('button', { name: /entfernen/ }).first().click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
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
