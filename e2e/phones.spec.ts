import AxeBuilder from '@axe-core/playwright';
import { createCustomer, signIn } from './support/customer';
import { expect, test, waitForHydration, type Page } from './support/test';

// Phones first (issue 24): no page of the shop is wider than the screen, from 320 px to desktop,
// in German, English and French; the header's menu reaches every category on a phone.

type Language = 'de' | 'en' | 'fr';

const prefix: Record<Language, string> = { de: '', en: '/en', fr: '/fr' };

/** The page kinds of the shop that need no session, by language. */
const pages: Record<Language, Record<string, string>> = {
  de: {
    home: '/',
    category: '/Lebensmittel/Kaese/',
    product: '/Cocotte-Gusseisen-emailliert/GF-10112.1',
    search: '/search?search=in',
    cart: '/checkout/cart',
    signIn: '/login',
    register: '/register',
    recipes: '/recipes',
    recipe: '/recipes/kaesefondue-moitie-moitie',
    contact: '/contact',
    news: '/news',
    wishlist: '/wishlist',
    notFound: '/diese-seite-gibt-es-nicht-404',
  },
  en: {
    home: '/en/',
    category: '/en/Food/Chocolate/',
    product: '/en/Enamelled-cast-iron-cocotte/GF-10112.1',
    search: '/en/search?search=in',
    cart: '/en/checkout/cart',
    signIn: '/en/login',
    register: '/en/register',
    recipes: '/en/recipes',
    recipe: '/en/recipes/cheese-fondue-half-and-half',
    contact: '/en/contact',
    news: '/en/news',
    wishlist: '/en/wishlist',
    notFound: '/en/this-page-does-not-exist-404',
  },
  fr: {
    home: '/fr/',
    category: '/fr/Alimentation/Chocolat/',
    product: '/fr/Cocotte-en-fonte-emaillee/GF-10112.1',
    search: '/fr/search?search=in',
    cart: '/fr/checkout/cart',
    signIn: '/fr/login',
    register: '/fr/register',
    recipes: '/fr/recipes',
    recipe: '/fr/recipes/fondue-moitie-moitie',
    contact: '/fr/contact',
    news: '/fr/news',
    wishlist: '/fr/wishlist',
    notFound: '/fr/cette-page-nexiste-pas-404',
  },
};

/** The kinds checked at every width and in every language; German at 360 px gets all of them. */
const representative = ['home', 'category', 'product', 'search', 'signIn', 'recipe', 'contact', 'notFound'];

const addToCart: Record<Language, string> = { de: 'In den Warenkorb', en: 'Add to cart', fr: 'Ajouter au panier' };

function device(width: number) {
  const phone = width < 768;
  return { viewport: { width, height: phone ? 780 : 900 }, hasTouch: phone, isMobile: phone };
}

/**
 * Null when the document fits the viewport; otherwise how wide it is and the elements that stick
 * out past the right edge while their parent does not (the causes, not their ancestors or their
 * children), widest first. Elements in a clipping box (a scroller, a closed `<details>`) or in a
 * fixed layer do not widen the page and are left out.
 */
async function overflow(page: Page, width: number): Promise<string | null> {
  return page.evaluate((viewport) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return null;
    const right = (element: Element) => element.getBoundingClientRect().right;
    const widens = (element: Element) => {
      for (let box: Element | null = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' || style.position === 'fixed' || (box instanceof HTMLDetailsElement && !box.open)) return false;
      }
      return getComputedStyle(element).position !== 'fixed';
    };
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => right(element) > viewport + 0.5 && (!element.parentElement || right(element.parentElement) <= viewport + 0.5) && widens(element))
      .sort((a, b) => right(b) - right(a))
      .slice(0, 4)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 3).join('.') : '';
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const parent = element.parentElement;
        const parentClasses = parent && typeof parent.className === 'string' ? parent.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> in <${parent?.tagName.toLowerCase()}${parentClasses ? `.${parentClasses}` : ''}> right ${Math.round(right(element))} px "${text}"`;
      });
    return `document ${scrollWidth} px wide in a ${viewport} px viewport; sticking out: ${culprits.join('; ') || '(no single element found)'}`;
  }, width);
}

async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))).toEqual([]);
}

async function expectFits(page: Page, path: string, width: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path.includes('404') ? 500 : 400);
  await page.waitForLoadState('load');
  expect.soft(await overflow(page, width), `${path} at ${width} px`).toBeNull();
}

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

/** The texts of the listing's filters, by language. */
const filterTexts: Record<Language, { button: string; show: RegExp; active: string; remove: string; apply: string; products: string; sort: string }> = {
  de: { button: 'Filter', show: /^(\d+) Produkte? anzeigen$/, active: 'Aktive Filter', remove: 'Filter entfernen: ', apply: 'Filter anwenden', products: 'Produkte', sort: 'Sortieren nach' },
  en: { button: 'Filters', show: /^Show (\d+) products?$/, active: 'Active filters', remove: 'Remove filter: ', apply: 'Apply filters', products: 'Products', sort: 'Sort by' },
  fr: { button: 'Filtres', show: /^Afficher (\d+) produits?$/, active: 'Filtres actifs', remove: 'Retirer le filtre : ', apply: 'Appliquer les filtres', products: 'Produits', sort: 'Trier par' },
};

/** Page-relative tops of the first product card and of every filter group a shopper can see. */
async function cardAndFilterTops(page: Page, productsLabel: string) {
  return page.evaluate((label) => {
    const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
    const card = document.querySelector(`main ul[aria-label="${label}"] > li`);
    const groups = [...document.querySelectorAll('main fieldset')].filter((group) => group.checkVisibility());
    return { card: card ? top(card) : null, groups: groups.map(top) };
  }, productsLabel);
}

const mediaFiles = /\/media\/.*\.(svg|png|jpe?g|webp|avif)(\?|$)/;

/** Records the page's layout shifts (as Lighthouse's CLS counts them) from the start of each document. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift of a page whose images arrive late (a slow phone network): every image is held
 * back until the page is hydrated, then let through; the sum is what the shopper sees jump.
 */
async function shiftWhenImagesArriveLate(page: Page, path: string): Promise<number> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(mediaFiles, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(await page.locator('main img').count(), `${path} has images`).toBeGreaterThan(0);
  release();
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  await page.unroute(mediaFiles);
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

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

/**
 * Tap targets on phones (issue 24, decision 0038): every visible interactive element is at least
 * 44 × 44 CSS px, measured by the element's own border box (getBoundingClientRect, no spacing
 * around it counted). Interactive: `a[href]`, `button`, `input` (not hidden), `select`, `textarea`,
 * `summary`, `[role=button]` and a `label` that wraps a control or names a checkbox or radio button.
 * Measured instead of the control itself: a checkbox or radio button with a label (its label is
 * the target a finger hits; the label is measured as an interactive element).
 * Not measured: elements that are not rendered (display none, visibility hidden, in a closed
 * `<details>`, `inert`), visually hidden ones (1 × 1 px or smaller, such as the skip link until it
 * has the focus), and inline text links: an `<a>` laid out `display: inline` inside a paragraph
 * (`<p>`) whose text goes on outside the link, the "inline" exception of WCAG 2.5.5 / 2.5.8.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const minimum = 44;
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], label';
    const describe = (element: Element, rect: DOMRect) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).value ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      return `<${element.tagName.toLowerCase()}${type}${classes ? `.${classes}` : ''}> "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    };
    const inRunningText = (element: Element) => {
      if (!(element instanceof HTMLAnchorElement) || getComputedStyle(element).display !== 'inline') return false;
      const paragraph = element.closest('p');
      if (!paragraph) return false;
      for (let box = element.parentElement; box && box !== paragraph; box = box.parentElement) if (getComputedStyle(box).display !== 'inline') return false;
      const outside = [...paragraph.childNodes].some(function textOutside(node: Node): boolean {
        if (node === element) return false;
        if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim().length > 0;
        return [...node.childNodes].some(textOutside);
      });
      return outside;
    };
    const choice = (element: Element) => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
    const labelled = (element: Element) => choice(element) && ((element as HTMLInputElement).labels?.length ?? 0) > 0;
    const problems: string[] = [];
    for (const element of document.querySelectorAll(interactive)) {
      if (element instanceof HTMLLabelElement && !(element.control && (element.contains(element.control) || choice(element.control)))) continue;
      if (labelled(element) || inRunningText(element) || element.closest('[inert]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.width + 0.5 < minimum || rect.height + 0.5 < minimum) problems.push(describe(element, rect));
    }
    return problems;
  });
}

/**
 * The phone's sticky summary (cart page, checkout steps): in the viewport with the total and the
 * next step, out of the tab order; at the end of the page it covers nothing (the page's last link
 * ends above it).
 */
async function expectStickySummary(page: Page, next: string | RegExp) {
  const bar = page.getByTestId('sticky-summary');
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText(/Gesamtsumme\s*CHF\s?\d/);
  // A link to the checkout from the cart; in the checkout a button that submits the open step's form.
  const action = bar.locator('a, button');
  await expect(action).toHaveText(next);
  await expect(action).toHaveAttribute('tabindex', '-1');
  const covered = await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const top = document.querySelector('[data-testid="sticky-summary"]')!.getBoundingClientRect().top;
    const links = [...document.querySelectorAll('footer a, main a, main button')].filter((element) => element.checkVisibility() && !element.closest('[data-testid="sticky-summary"]'));
    const last = Math.max(...links.map((element) => element.getBoundingClientRect().bottom));
    window.scrollTo(0, 0);
    return last - top;
  });
  expect(covered, 'the last control of the page ends above the sticky summary').toBeLessThanOrEqual(0);
}

async function expectTapTargets(page: Page, path: string | null, label: string) {
  if (path) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(path.includes('404') ? 500 : 400);
    await page.waitForLoadState('networkidle');
  }
  expect.soft(await smallTapTargets(page), `targets under 44 × 44 px on ${label}`).toEqual([]);
}

const productTexts: Record<Language, { cart: string; count: string }> = {
  de: { cart: 'Warenkorb', count: 'Warenkorb, 2 Artikel' },
  en: { cart: 'Cart', count: 'Cart, 2 items' },
  fr: { cart: 'Panier', count: 'Panier, 2 articles' },
};

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
      await page.getByLabel('Vorname').fill('Heidi');
      await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
      await page.getByLabel('Strasse und Hausnummer').fill('Bahnhofstrasse 1');
      await page.getByLabel('PLZ').fill('8001');
      await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Zürich');
      await page.getByLabel('E-Mail-Adresse').fill(`heidi.${Date.now()}@example.ch`);
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
