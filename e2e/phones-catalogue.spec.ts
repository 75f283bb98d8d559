import { pages, addToCart, device, overflow, expectNoSeriousAxeViolations, filterTexts, cardAndFilterTops, productTexts } from './support/phones';
import { expect, test } from './support/test';

// Phones first, catalogue pages: the listing's filters in a drawer, and the product page's price,
// add-to-cart and action bar on the first screen.

test.describe('filters on a phone', () => {
  test.use(device(390));

  for (const language of ['de', 'en', 'fr'] as const) {
    test(`${language}: products first, the filter drawer with its count, chips, Escape back to the button`, async ({ page }) => {
      // Each choice is a page load of the listing: a dozen on a busy 2-core machine.
      test.slow();
      const l = filterTexts[language];
      await page.goto(pages[language].category!);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');

      const tops = await cardAndFilterTops(page, l.products);
      expect(tops.card).not.toBeNull();
      expect(tops.groups.filter((groupTop) => groupTop <= tops.card!), 'filter groups above the first product').toEqual([]);
      await expect(main.getByLabel(l.sort)).toBeVisible();
      await expect(main.getByRole('button', { name: l.apply })).toBeHidden();

      const trigger = main.getByRole('button', { name: l.button, exact: true });
      const box = await trigger.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await trigger.click();
      const drawer = page.getByRole('dialog', { name: l.button });
      const show = drawer.getByRole('button', { name: l.show });
      const before = Number(l.show.exec((await show.textContent()) ?? '')?.[1]);
      expect(before).toBeGreaterThan(1);
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');

      // The group whose first value leaves fewer products than there are.
      const groups = drawer.getByRole('group');
      let chosen = false;
      for (let index = 0; index < (await groups.count()) && !chosen; index += 1) {
        const value = groups.nth(index).getByRole('checkbox').first();
        if (!(await value.count())) continue;
        await value.check();
        await expect(page).toHaveURL(/[?&](properties|manufacturer|shipping-free)=/);
        await expect(drawer.getByRole('list', { name: l.active }).getByRole('link')).toHaveCount(1);
        const after = Number(l.show.exec((await show.textContent()) ?? '')?.[1]);
        if (after < before && after > 0) chosen = true;
        else await value.uncheck();
        if (!chosen) await expect(drawer.getByRole('list', { name: l.active })).toHaveCount(0);
      }
      expect(chosen, 'a filter value that narrows the listing').toBe(true);
      // The drawer stayed open through the navigation, with the count of the new listing.
      await expect(show).toHaveText(l.show);
      await expect(drawer.getByRole('status')).toHaveText(new RegExp(`^${Number(l.show.exec((await show.textContent()) ?? '')?.[1])} `));

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      const counted = main.getByRole('button', { name: `${l.button} (1)` });
      await expect(counted).toBeFocused();
      const chips = main.getByRole('list', { name: l.active });
      await expect(chips.getByRole('link')).toHaveCount(1);
      expect((await chips.getByRole('link').getAttribute('aria-label'))?.startsWith(l.remove)).toBe(true);
      expect(await overflow(page, 390)).toBeNull();
      await expectNoSeriousAxeViolations(page, 'main');

      // "Show n products" closes the drawer too; "Reset" empties the filters.
      await counted.click();
      await drawer.getByRole('button', { name: { de: 'Zurücksetzen', en: 'Reset', fr: 'Réinitialiser' }[language] }).click();
      await expect(show).toHaveText(new RegExp(`${before}`));
      await show.click();
      await expect(drawer).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(main.getByRole('list', { name: l.active })).toHaveCount(0);
    });
  }

  // Tablets (md to lg) show the listing in one column: the filters go into the drawer there too,
  // so the first products are on the first screen.
  test('on a tablet the filters are in the drawer and the first products on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1024 });
    await page.goto(pages.de.category!);
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Filter anwenden' })).toBeHidden();
    const tops = await cardAndFilterTops(page, filterTexts.de.products);
    expect(tops.groups).toEqual([]);
    expect(tops.card).not.toBeNull();
    expect(tops.card!, 'the first product starts on the first screen').toBeLessThan(1024 - 200);
    await main.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter' }).getByRole('group').first()).toBeVisible();
  });

  // No empty band under the "Filter" button on a phone: the sidebar's last CMS block brought its
  // bottom margin on top of the column gap (52 px).
  test('the cheese category at 360 px: the category text follows the Filter button closely', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(pages.de.category!);
    await page.waitForLoadState('networkidle');
    const button = await page.getByRole('main').getByRole('button', { name: 'Filter', exact: true }).boundingBox();
    const content = await page.locator('main [data-cms-position="main"]').first().boundingBox();
    expect(button).not.toBeNull();
    expect(content!.y - (button!.y + button!.height), 'space under the Filter button').toBeLessThanOrEqual(24);
  });

  test('from lg up the filters stay a sidebar beside the products, without the drawer button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pages.de.category!);
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
    await expect(main.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a phone opens the filters under "Filter (n)" after the products come first; the form submits', async ({ page }) => {
      const l = filterTexts.fr;
      await page.goto(pages.fr.category!);
      const main = page.getByRole('main');
      const tops = await cardAndFilterTops(page, l.products);
      expect(tops.card).not.toBeNull();
      expect(tops.groups).toEqual([]);

      await main.locator('summary', { hasText: l.button }).click();
      const group = main.getByRole('group').first();
      await group.getByRole('checkbox').first().check();
      await main.getByRole('button', { name: l.apply }).click();
      await expect(page).toHaveURL(/[?&](properties|manufacturer)=/);
      await expect(main.locator('summary', { hasText: `${l.button} (1)` })).toBeVisible();
      await expect(main.getByRole('list', { name: l.active }).getByRole('link')).toHaveCount(1);
      expect(await overflow(page, 390)).toBeNull();
    });

    test('from lg up every filter shows beside the products without opening anything', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pages.de.category!);
      const main = page.getByRole('main');
      await expect(main.locator('summary', { hasText: 'Filter' })).toBeHidden();
      await expect(main.getByRole('group').first().getByRole('checkbox').first()).toBeVisible();
      await expect(main.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
    });
  });
});

test.describe('the product page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const language of ['de', 'en', 'fr'] as const) {
    test(`gallery, price and add-to-cart on the first screen; the bar adds the typed quantity (${language})`, async ({ page }) => {
      await page.goto(pages[language].product!);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      await expect(main.getByRole('region').first().locator('img').first()).toBeInViewport();
      await expect(main.getByText(/^CHF\s?179/).first()).toBeInViewport({ ratio: 1 });
      const bar = page.getByTestId('phone-buy-bar');
      const barButton = bar.getByRole('button', { includeHidden: true });
      await expect(barButton).toBeInViewport({ ratio: 1 });
      await expect(barButton).toHaveText(addToCart[language]);
      await expect(bar).toContainText(/CHF\s?179/);
      const box = await barButton.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      // The box's own button on screen: the bar steps aside, so one add-to-cart shows at a time.
      const own = main.getByRole('button', { name: addToCart[language], exact: true });
      await own.scrollIntoViewIfNeeded();
      await expect(bar).toHaveCSS('visibility', 'hidden');
      await main.getByRole('spinbutton').fill('2');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveCSS('visibility', 'visible');
      await barButton.click();
      const sideCart = page.getByRole('dialog', { name: productTexts[language].cart });
      await expect(sideCart.getByRole('spinbutton')).toHaveValue('2', { timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('header-cart')).toHaveAccessibleName(productTexts[language].count);
    });
  }

  test('at 360 x 740 the price is on the first screen and the bar is in reach', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(pages.de.product!);
    await expect(page.getByRole('main').getByText(/^CHF\s?179/).first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('phone-buy-bar').getByRole('button', { includeHidden: true })).toBeInViewport({ ratio: 1 });
    expect(await overflow(page, 360)).toBeNull();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the bar posts the add-to-cart form with its quantity', async ({ page }) => {
      await page.goto(pages.fr.product!);
      await page.getByRole('main').getByRole('spinbutton').fill('3');
      await page.getByTestId('phone-buy-bar').getByRole('button', { includeHidden: true }).click();
      await page.goto(pages.fr.cart!);
      await expect(page.getByRole('main').getByRole('spinbutton').first()).toHaveValue('3');
    });
  });
});
