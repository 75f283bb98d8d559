import { createCustomer, signIn } from './support/customer';
import { prefix, pages, representative, addToCart, device, overflow, expectFits, recordShifts, shiftWhenImagesArriveLate, expectStickySummary, expectTapTargets } from './support/phones';
import { guestFormLabels } from './support/texts';
import { expect, test } from './support/test';

// Phones first: no page of the shop is wider than the screen, from 320 px to desktop, in German,
// English and French; nothing moves when images arrive late; every tap target is at least 44 px.

test.describe('every page fits the screen', () => {
  for (const width of [320, 360, 390, 768, 1280]) {
    test.describe(`${width} px`, () => {
      test.use(device(width));

      test(`German pages at ${width} px`, async ({ page }) => {
        const kinds = width === 360 ? Object.keys(pages.de) : representative;
        for (const kind of kinds) await expectFits(page, pages.de[kind]!, width);
      });

      if (width === 320 || width === 390) {
        for (const language of ['en', 'fr'] as const) {
          test(`${language} pages at ${width} px`, async ({ page }) => {
            for (const kind of representative) await expectFits(page, pages[language][kind]!, width);
          });
        }
      }
    });
  }

  test.describe('with a session', () => {
    test.use(device(360));

    test('the account overview of a signed-in customer fits at 360 px, in every language', async ({ page, request, baseURL }) => {
      const customer = await createCustomer(request, baseURL!, 'Philippa');
      await signIn(page, request, baseURL!, customer);
      for (const language of ['de', 'en', 'fr'] as const) await expectFits(page, `${prefix[language]}/account`, 360);
    });

    test('the cart with an item and the checkout guest form fit at 320 and 360 px', async ({ page }) => {
      await page.goto(pages.de.product!);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: addToCart.de }).first().click();
      // The side cart opens (a modal: the header is hidden from the accessibility tree meanwhile).
      await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Warenkorb, 1 Artikel', { timeout: 15_000 });
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 780 });
        for (const language of ['fr', 'de'] as const) {
          await expectFits(page, `${prefix[language]}/checkout/cart`, width);
          await expectFits(page, `${prefix[language]}/checkout`, width);
        }
        // The German checkout, visited last, is on its first step: the guest form.
        await expect(page.getByRole('button', { name: 'Weiter als Gast' })).toBeVisible();
      }
    });
  });
});

test.describe('nothing moves when the images arrive late', () => {
  test.use(device(360));

  for (const language of ['de', 'en', 'fr'] as const) {
    test(`home, a category, a product, recipes and news in ${language} at 360 px: layout shift at most 0.02`, async ({ page }) => {
      await recordShifts(page);
      for (const kind of ['home', 'category', 'product', 'recipes', 'recipe', 'news'] as const) {
        const path = pages[language][kind]!;
        expect.soft(await shiftWhenImagesArriveLate(page, path), `${path}: layout shift`).toBeLessThanOrEqual(0.02);
      }
    });
  }
});

test.describe('tap targets of at least 44 × 44 px on phones', () => {
  for (const width of [360, 390]) {
    test.describe(`${width} px`, () => {
      test.use(device(width));

      test(`German pages at ${width} px`, async ({ page }) => {
        test.slow();
        const kinds = width === 360 ? Object.keys(pages.de) : representative;
        for (const kind of kinds) await expectTapTargets(page, pages.de[kind]!, `${pages.de[kind]} at ${width} px`);
      });

      if (width === 390) {
        for (const language of ['en', 'fr'] as const) {
          test(`${language} pages at ${width} px`, async ({ page }) => {
            test.slow();
            for (const kind of [...representative, 'cart', 'wishlist', 'news', 'recipes']) await expectTapTargets(page, pages[language][kind]!, `${pages[language][kind]} at ${width} px`);
          });
        }
      }
    });
  }

  test.describe('with a session', () => {
    test.use(device(360));

    test('the account pages of a signed-in customer, in German and French', async ({ page, request, baseURL }) => {
      test.slow();
      const customer = await createCustomer(request, baseURL!, 'Tapio');
      await signIn(page, request, baseURL!, customer);
      for (const language of ['de', 'fr'] as const) {
        for (const path of ['/account', '/account/profile', '/account/address', '/account/order', '/account/payment']) {
          await expectTapTargets(page, `${prefix[language]}${path}`, `${prefix[language]}${path}`);
        }
      }
    });

    test('the cart with an item and every checkout step of a guest', async ({ page }) => {
      test.slow();
      await page.goto(pages.de.product!);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: addToCart.de }).first().click();
      const sideCart = page.getByRole('dialog', { name: 'Warenkorb' });
      await expect(sideCart.getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });
      await expectTapTargets(page, null, 'the side cart');
      // The side cart is a full-height sheet on a phone.
      const sheet = await sideCart.boundingBox();
      expect(sheet!.height).toBeGreaterThanOrEqual(780 - 1);
      expect(sheet!.width).toBeGreaterThanOrEqual(360 - 1);
      await page.goto('/checkout/cart');
      await expectStickySummary(page, 'Zur Kasse');
      for (const language of ['en', 'de'] as const) {
        await expectTapTargets(page, `${prefix[language]}/checkout/cart`, `${prefix[language]}/checkout/cart`);
        await expectTapTargets(page, `${prefix[language]}/checkout`, `${prefix[language]}/checkout (guest form)`);
      }
      await expectStickySummary(page, 'Weiter: Adresse');
      const guest = guestFormLabels('de');
      await page.getByLabel(guest.firstName).fill('Heidi');
      await page.getByRole('textbox', { name: guest.lastName, exact: true }).fill('Muster');
      await page.getByLabel(guest.street).fill('Bahnhofstrasse 1');
      await page.getByLabel(guest.zipcode).fill('8001');
      await page.getByRole('textbox', { name: guest.city, exact: true }).fill('Zürich');
      await page.getByLabel(guest.email).fill(`heidi.${Date.now()}@example.ch`);
      // The bar's button submits the guest form with what was typed in it.
      const barButton = page.getByTestId('sticky-summary').getByRole('button', { includeHidden: true });
      await expect(barButton).toHaveAttribute('form', 'checkout-form-delivery');
      await barButton.click();
      await expect(page.getByText('Wir liefern an:')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectTapTargets(page, null, '/checkout (shipping, payment and order)');
      await expectStickySummary(page, /^(Weiter: (Versand|Zahlung)|Zur Bestellung)$/);
      // Each tap completes the open step, up to the order, whose terms the browser checks first.
      for (let step = 0; step < 2 && (await barButton.textContent()) !== 'Zur Bestellung'; step += 1) {
        const before = (await barButton.textContent()) ?? '';
        await barButton.click();
        await expect(barButton).not.toHaveText(before);
      }
      await expect(barButton).toHaveAttribute('form', 'checkout-form-summary');
      await barButton.click();
      const terms = page.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und akzeptiere sie.' });
      await expect.poll(() => terms.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
      await expect(page).toHaveURL(/\/checkout$/);
      await expectTapTargets(page, '/fr/checkout', '/fr/checkout (shipping, payment and order)');
      // The shopper on the phone places the order (in French now) with the bar, after the terms.
      await page.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales.' }).check();
      const frenchBar = page.getByTestId('sticky-summary').getByRole('button', { includeHidden: true });
      await expect(frenchBar).toHaveAttribute('form', 'checkout-form-summary');
      await frenchBar.click();
      await expect(page).toHaveURL(/\/fr\/checkout\/success\/[0-9a-f]{32}$/, { timeout: 20_000 });
      await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
      expect(await overflow(page, 360)).toBeNull();
    });
  });
});
