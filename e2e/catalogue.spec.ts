import AxeBuilder from '@axe-core/playwright';
import { expect, holdBackScripts, test, waitForHydration, type Page } from './support/test';

// The catalogue of the in-memory demo shop: a cheese category, a cast-iron cocotte in four colours.
const cheeseCategory = '/Lebensmittel/Kaese/';
const cocotte = {
  de: { path: '/Cocotte-Gusseisen-emailliert/GF-10112.1', name: 'Cocotte Gusseisen emailliert', gallery: 'Produktbilder', addToCart: 'In den Warenkorb' },
  en: { path: '/en/Enamelled-cast-iron-cocotte/GF-10112.1', name: 'Enamelled cast iron cocotte', gallery: 'Product images', addToCart: 'Add to cart' },
  fr: { path: '/fr/Cocotte-en-fonte-emaillee/GF-10112.1', name: 'Cocotte en fonte émaillée', gallery: 'Images du produit', addToCart: 'Ajouter au panier' },
} as const;

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))).toEqual([]);
}

function productNames(page: Page) {
  return page.getByRole('list', { name: 'Produkte' }).getByRole('heading').allTextContents();
}

function resultCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /\d+ Produkte?$/ });
}

function parseCount(text: string | null): number {
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? NaN);
}

function parsePrices(texts: string[]): number[] {
  return texts.map((text) => Number(/CHF\s?([\d'.]+)/.exec(text)?.[1]?.replace(/'/g, '') ?? NaN));
}

test.describe('category pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category lists its products and filters them by a property', async ({ page }) => {
    await page.goto(cheeseCategory);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Käse');
    const before = parseCount(await resultCount(page).textContent());
    expect(before).toBeGreaterThan(1);
    expect((await productNames(page)).length).toBeGreaterThan(1);

    const origin = page.getByRole('group', { name: 'Herkunft' });
    await origin.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Filter anwenden' }).click();

    await expect(page).toHaveURL(/[?&]properties=[0-9a-f]{32}/);
    const after = parseCount(await resultCount(page).textContent());
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    expect(await productNames(page)).toHaveLength(after);
    await expect(origin.getByRole('checkbox').first()).toBeChecked();
  });

  test('sorting changes the order of the products', async ({ page }) => {
    await page.goto(cheeseCategory);
    await page.getByLabel('Sortieren nach').selectOption('price-desc');
    await page.getByRole('button', { name: 'Sortierung anwenden' }).click();
    await expect(page).toHaveURL(/[?&]order=price-desc/);
    const descending = await productNames(page);

    await page.getByLabel('Sortieren nach').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sortierung anwenden' }).click();
    await expect(page).toHaveURL(/[?&]order=price-asc/);
    const ascending = await productNames(page);

    expect(ascending).not.toEqual(descending);
    const prices = parsePrices(await page.getByRole('list', { name: 'Produkte' }).getByRole('listitem').filter({ has: page.getByRole('heading') }).allTextContents());
    expect(prices.every((price) => Number.isFinite(price))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

test('pagination shows the next page of a category', async ({ page }) => {
  await page.goto('/Lebensmittel/');
  const firstPage = await productNames(page);
  const pages = page.getByRole('navigation', { name: 'Seiten' });
  await expect(pages.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(pages.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await productNames(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
});

// A category with more products than one page (24 per page in the demo listing layout).
const foodCategory = {
  de: { path: '/Lebensmittel/', products: 'Produkte', loadMore: 'Weitere Produkte laden', loaded: /^\d+ weitere Produkte? geladen$/, loadPrevious: 'Vorherige Produkte laden' },
  en: { path: '/en/Food/', products: 'Products', loadMore: 'Load more products', loaded: /^\d+ more products? loaded$/, loadPrevious: 'Load previous products' },
  fr: { path: '/fr/Alimentation/', products: 'Produits', loadMore: 'Afficher plus de produits', loaded: /^\d+ produits? supplémentaires? chargés?$/, loadPrevious: 'Afficher les produits précédents' },
} as const;

for (const [language, category] of Object.entries(foodCategory)) {
  test(`load more appends the next page of a category below the first (${language})`, async ({ page }) => {
    await page.goto(category.path);
    const cards = page.getByRole('list', { name: category.products }).getByRole('heading');
    const firstPage = await cards.allTextContents();
    expect(firstPage.length).toBeGreaterThan(1);
    // A button once JavaScript runs (before, a link to the next page).
    await page.getByRole('button', { name: category.loadMore }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage.length);
    const both = await cards.allTextContents();
    // The first cards stay; the next page comes below them.
    expect(both.slice(0, firstPage.length)).toEqual(firstPage);
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: category.loaded })).toHaveCount(1);
    await expect(cards.nth(firstPage.length).getByRole('link')).toBeFocused();
    // Reload shows the page the URL names, and the products before it can come back in front.
    await page.reload();
    await expect(page.getByRole('navigation', { name: /Seiten|Pages/ }).locator('[aria-current="page"]')).toHaveText('2');
    await expect(cards).toHaveCount(both.length - firstPage.length);
    await page.getByRole('button', { name: category.loadPrevious }).click();
    await expect(cards).toHaveCount(both.length);
    expect(await cards.allTextContents()).toEqual(both);
    await expect(cards.first().getByRole('link')).toBeFocused();
    await expect(page.getByRole('button', { name: category.loadPrevious })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
  });
}

test('load more appends the next page of search results and keeps the term (French)', async ({ page }) => {
  await page.goto('/fr/search?search=in');
  const cards = page.getByRole('list', { name: 'Produits pour « in »' }).getByRole('heading');
  const firstPage = await cards.allTextContents();
  expect(firstPage.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Afficher plus de produits' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage.length);
  const both = await cards.allTextContents();
  expect(both.slice(0, firstPage.length)).toEqual(firstPage);
  expect(new Set(both).size).toBe(both.length);
  await expect(page).toHaveURL(/\/fr\/search\?search=in&p=2$/);
  await expect(page.getByRole('status').filter({ hasText: foodCategory.fr.loaded })).toHaveCount(1);
  await expect(cards.nth(firstPage.length).getByRole('link')).toBeFocused();
});

test('the search results resource answers a page of cards and refuses a too short term', async ({ request }) => {
  const second = await request.get('/api/search-results?lang=en&search=in&p=2');
  expect(second.status()).toBe(200);
  expect(second.headers()['cache-control']).toBe('private, no-store');
  const body = (await second.json()) as { page: number; elements: Record<string, unknown>[] };
  expect(body.page).toBe(2);
  expect(body.elements.length).toBeGreaterThan(0);
  expect(body.elements[0]).not.toHaveProperty('description');
  expect((await request.get('/api/search-results?lang=en&search=i')).status()).toBe(400);
});

test.describe('load more without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a link to the next page of search results too, with the term', async ({ page }) => {
    await page.goto('/en/search?search=in');
    await page.getByRole('link', { name: 'Load more products' }).click();
    await expect(page).toHaveURL(/\/en\/search\?search=in&p=2$/);
    await expect(page.getByRole('list', { name: 'Products for “in”' }).getByRole('heading').first()).toBeVisible();
  });

  test('the products before a later page are a link to the page before', async ({ page }) => {
    await page.goto('/fr/Alimentation/?p=2');
    await page.getByRole('link', { name: 'Afficher les produits précédents' }).click();
    await expect(page).not.toHaveURL(/[?&]p=/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('1');
  });

  test('is a link to the next page', async ({ page }) => {
    await page.goto('/Lebensmittel/');
    const firstPage = await productNames(page);
    await page.getByRole('link', { name: 'Weitere Produkte laden' }).click();
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    // The URL changes as the next document starts to arrive: wait for its products.
    await expect(page.getByRole('list', { name: 'Produkte' }).getByRole('heading').first()).toBeVisible();
    const secondPage = await productNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
  });
});

test('the category navigation of a category page marks the current category', async ({ page }) => {
  await page.goto(cheeseCategory);
  const categories = page.getByRole('navigation', { name: 'Kategorien' });
  await expect(categories.getByRole('link', { name: 'Käse', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(categories.locator('[aria-current="page"]')).toHaveCount(1);
  expect(await categories.getByRole('link').count()).toBeGreaterThan(1);
});

for (const [language, product] of Object.entries(cocotte)) {
  test(`a product page in ${language} shows name, price in CHF, gallery and buy box`, async ({ page }) => {
    const response = await page.goto(product.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('region', { name: product.gallery })).toBeVisible();
    await expect(page.getByRole('region', { name: product.gallery }).getByRole('img').first()).toBeVisible();
    await expect(page.getByText(/CHF\s?179[.,]00/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: product.addToCart, exact: true })).toBeVisible();
    await expect(page.getByRole('spinbutton')).toHaveValue('1');

    // Structured data for search engines, and the path of categories above the product.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'CHF', price: '179.00' } });
    await expect(page.locator('nav[aria-label] ol li').last()).toHaveText(product.name);
  });
}

test('choosing a colour in the configurator moves to that variant', async ({ page }) => {
  await page.goto(cocotte.de.path);
  const colours = page.getByRole('group', { name: /Farbe/ });
  await expect(colours.getByRole('button', { name: 'Kirschrot' })).toHaveAttribute('aria-pressed', 'true');
  await colours.getByRole('button', { name: 'Anthrazit' }).click();
  await expect(page).toHaveURL(/\/Cocotte-Gusseisen-emailliert\/GF-10112\.\d+$/);
  await expect(page).not.toHaveURL(/GF-10112\.1$/);
  await expect(page.getByRole('group', { name: /Farbe/ }).getByRole('button', { name: 'Anthrazit' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('the variant choice without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('submits the options and is redirected to the variant', async ({ page }) => {
    await page.goto(cocotte.de.path);
    await page.getByRole('group', { name: /Farbe/ }).getByRole('button', { name: 'Anthrazit' }).click();
    await expect(page).toHaveURL(/\/Cocotte-Gusseisen-emailliert\/GF-10112\.\d+$/);
    await expect(page).not.toHaveURL(/GF-10112\.1$/);
    await expect(page.getByRole('group', { name: /Farbe/ }).getByRole('button', { name: 'Anthrazit' })).toHaveAttribute('aria-pressed', 'true');
  });
});

for (const term of ['käse', 'kase']) {
  test(`searching for "${term}" finds cheese`, async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('combobox').fill(term);
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${encodeURIComponent(term)}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Suchergebnisse für „${term}“`);
    await expect(page.getByRole('list', { name: 'Produkte' })).toContainText('Emmentaler');
    // The header's field keeps the term.
    await expect(page.getByRole('search').getByRole('combobox')).toHaveValue(term);
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Suche');
  });
}

test('the header search suggests products while typing', async ({ page }) => {
  await page.goto('/en/');
  const field = page.getByRole('search').getByRole('combobox');
  await field.fill('emmental');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option').first()).toContainText('Emmentaler');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/Cave-aged-Emmentaler-AOP\/GF-10022$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cave-aged Emmentaler AOP');
});

for (const { path, message, link } of [
  { path: `${cheeseCategory}?p=999`, message: 'Auf Seite 999 gibt es keine Produkte mehr.', link: 'Zur ersten Seite' },
  { path: '/en/Food/Cheese/?p=999&order=price-asc', message: 'There are no more products on page 999.', link: 'Go to the first page' },
  { path: '/fr/Alimentation/Chocolat/?p=999', message: 'Il n’y a plus de produits à la page 999.', link: 'Aller à la première page' },
]) {
  test(`a page behind the last one says so and leads back to page 1: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: message })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: link }).click();
    await expect(page).not.toHaveURL(/[?&]p=/);
    await expect(page.getByRole('list', { name: /^(Produkte|Products|Produits)$/ }).locator('article').first()).toBeVisible();
    // The sorting chosen stays.
    if (path.includes('order=')) await expect(page).toHaveURL(/order=price-asc/);
  });
}

test('text typed into the header search before the page is interactive gets its suggestions', async ({ page }) => {
  // Hold the scripts back until the shopper has typed: the field is the server's plain form.
  const release = await holdBackScripts(page);
  await page.goto('/fr/', { waitUntil: 'commit' });
  const field = page.getByRole('search').getByRole('combobox', { name: 'Terme de recherche' });
  await field.fill('emmental');
  expect(await page.evaluate(() => 'addEventListener' in window && !('__remixRouter' in window))).toBe(true);
  release();
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Emmentaler');
  await expect(field).toHaveValue('emmental');
});

test('an unknown search term shows the empty state with suggestions', async ({ page }) => {
  await page.goto('/search?search=xylophonquark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „xylophonquark“');
  await expect(page.getByRole('heading', { name: 'Keine Produkte zu „xylophonquark“ gefunden' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Beliebte Suchbegriffe' }).getByRole('link', { name: 'Käse' }).click();
  await expect(page.getByRole('list', { name: 'Produkte' })).toContainText('Emmentaler');
});

test('a technical product path moves to the SEO path for good', async ({ page, request }) => {
  await page.goto(cocotte.de.path);
  const productId = await page.locator('[data-product-id]').first().getAttribute('data-product-id');
  expect(productId).toMatch(/^[0-9a-f]{32}$/);
  const response = await request.get(`/detail/${productId}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location!, 'http://localhost').pathname).toBe(cocotte.de.path);
});

test('product and category pages have no serious accessibility violations', async ({ page }) => {
  await page.goto(cocotte.de.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cocotte.de.name);
  await expectNoSeriousAxeViolations(page);
  await page.goto(cheeseCategory);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Käse');
  await expectNoSeriousAxeViolations(page);
});
