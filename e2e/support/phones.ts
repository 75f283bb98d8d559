import AxeBuilder from '@axe-core/playwright';
import { expect, waitForHydration, type Page } from './test';

// What the phone specs (e2e/phones-*.spec.ts) share: the pages by language, the device of a
// width, and the checks of a page's width, layout shifts, tap targets and sticky summary.

export type Language = 'de' | 'en' | 'fr';

export const prefix: Record<Language, string> = { de: '', en: '/en', fr: '/fr' };

/** The page kinds of the shop that need no session, by language. */
export const pages: Record<Language, Record<string, string>> = {
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
export const representative = ['home', 'category', 'product', 'search', 'signIn', 'recipe', 'contact', 'notFound'];

export const addToCart: Record<Language, string> = { de: 'In den Warenkorb', en: 'Add to cart', fr: 'Ajouter au panier' };

export function device(width: number) {
  const phone = width < 768;
  return { viewport: { width, height: phone ? 780 : 900 }, hasTouch: phone, isMobile: phone };
}

/**
 * Null when the document fits the viewport; otherwise how wide it is and the elements that stick
 * out past the right edge while their parent does not (the causes, not their ancestors or their
 * children), widest first. Elements in a clipping box (a scroller, a closed `<details>`) or in a
 * fixed layer do not widen the page and are left out.
 */
export async function overflow(page: Page, width: number): Promise<string | null> {
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

export async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))).toEqual([]);
}

export async function expectFits(page: Page, path: string, width: number) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path.includes('404') ? 500 : 400);
  await page.waitForLoadState('load');
  expect.soft(await overflow(page, width), `${path} at ${width} px`).toBeNull();
}

/** The texts of the listing's filters, by language. */
export const filterTexts: Record<Language, { button: string; show: RegExp; active: string; remove: string; apply: string; products: string; sort: string }> = {
  de: { button: 'Filter', show: /^(\d+) Produkte? anzeigen$/, active: 'Aktive Filter', remove: 'Filter entfernen: ', apply: 'Filter anwenden', products: 'Produkte', sort: 'Sortieren nach' },
  en: { button: 'Filters', show: /^Show (\d+) products?$/, active: 'Active filters', remove: 'Remove filter: ', apply: 'Apply filters', products: 'Products', sort: 'Sort by' },
  fr: { button: 'Filtres', show: /^Afficher (\d+) produits?$/, active: 'Filtres actifs', remove: 'Retirer le filtre : ', apply: 'Appliquer les filtres', products: 'Produits', sort: 'Trier par' },
};

/** Page-relative tops of the first product card and of every filter group a shopper can see. */
export async function cardAndFilterTops(page: Page, productsLabel: string) {
  return page.evaluate((label) => {
    const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
    const card = document.querySelector(`main ul[aria-label="${label}"] > li`);
    const groups = [...document.querySelectorAll('main fieldset')].filter((group) => group.checkVisibility());
    return { card: card ? top(card) : null, groups: groups.map(top) };
  }, productsLabel);
}

export const mediaFiles = /\/media\/.*\.(svg|png|jpe?g|webp|avif)(\?|$)/;

/** Records the page's layout shifts (as Lighthouse's CLS counts them) from the start of each document. */
export async function recordShifts(page: Page) {
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
export async function shiftWhenImagesArriveLate(page: Page, path: string): Promise<number> {
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

/**
 * Tap targets on phones (docs/decisions/0038-tap-targets-on-phones.md): every visible interactive element is at least
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
export async function smallTapTargets(page: Page): Promise<string[]> {
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
export async function expectStickySummary(page: Page, next: string | RegExp) {
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

export async function expectTapTargets(page: Page, path: string | null, label: string) {
  if (path) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(path.includes('404') ? 500 : 400);
    await page.waitForLoadState('networkidle');
  }
  expect.soft(await smallTapTargets(page), `targets under 44 × 44 px on ${label}`).toEqual([]);
}

export const productTexts: Record<Language, { cart: string; count: string }> = {
  de: { cart: 'Warenkorb', count: 'Warenkorb, 2 Artikel' },
  en: { cart: 'Cart', count: 'Cart, 2 items' },
  fr: { cart: 'Panier', count: 'Panier, 2 articles' },
};
