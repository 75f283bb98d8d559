import { addToCart, device, overflow, expectNoSeriousAxeViolations } from './support/phones';
import { expect, test } from './support/test';

// Phones first, the shell: the compact header and the menu drawer that reaches every category.

test.describe('the phone header and menu', () => {
  test.use(device(390));

  test('one compact row of 44 px targets with names; the switches are in the menu', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menü' });
    const targets = [menu, banner.getByRole('link', { name: 'Gipfel – zur Startseite' }), page.getByTestId('header-wishlist'), page.getByTestId('account-menu').getByRole('link', { name: 'Anmelden' }), page.getByTestId('header-cart')];
    const boxes = await Promise.all(targets.map((target) => target.boundingBox()));
    for (const [index, box] of boxes.entries()) {
      expect(box, `target ${index}`).not.toBeNull();
      expect(box!.height, `target ${index} height`).toBeGreaterThanOrEqual(44);
      expect(Math.abs(box!.y - boxes[0]!.y), `target ${index} in the first row`).toBeLessThan(4);
      if (index !== 1) expect(box!.width, `target ${index} width`).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await expect(banner.getByRole('combobox', { name: 'Währung' })).toBeHidden();

    await expectNoSeriousAxeViolations(page, 'header');

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer.getByRole('navigation', { name: 'Sprache' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Währung' })).toBeVisible();
    await drawer.getByText('Lebensmittel', { exact: true }).click();
    // The open menu is a modal: the page behind it is hidden from screen readers, the sheet is checked.
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a shopper opens the menu, reaches a third-level category and adds a product to the cart', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: 'Menü' }).click();
    const categories = page.getByRole('dialog', { name: 'Menü' }).getByRole('navigation', { name: 'Hauptnavigation' });
    await categories.getByText('Lebensmittel', { exact: true }).click();
    await categories.getByText('Schokolade', { exact: true }).click();
    await categories.getByRole('link', { name: 'Dunkle Schokolade' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dunkle Schokolade');
    expect(await overflow(page, 390)).toBeNull();

    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: addToCart.de }).first().click();
    await expect(page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Warenkorb, 1 Artikel');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu opens and reaches every level of the navigation', async ({ page }) => {
      await page.goto('/fr/');
      const menu = page.getByTestId('navigation-menu');
      await menu.locator('summary').first().click();
      // One link to the contact form and one to the shop's "Contact" page /fr/Contact/ (our routes match case-sensitively).
      const service = await menu.getByRole('navigation', { name: 'Service' }).getByRole('link').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/\/$/, '')),
      );
      expect(service.filter((path) => path === '/fr/contact')).toHaveLength(1);
      expect(service.filter((path) => path === '/fr/Contact')).toHaveLength(1);
      await menu.getByText('Alimentation', { exact: true }).click();
      await menu.getByText('Fromage', { exact: true }).click();
      await menu.getByRole('link', { name: 'Fromage à pâte dure' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fromage à pâte dure');
      expect(await overflow(page, 390)).toBeNull();
    });
  });
});
