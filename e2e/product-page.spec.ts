import { createCustomer, signIn } from './support/customer';
import { expect, test } from './support/test';

// Gruyère AOP réserve 18 months (GF-10020): tier prices 1–4, 5–9, 10+, a FAQ entry, three images,
// a "goes well with" cross-selling group. Decision 0019.
const gruyere = {
  de: {
    path: '/Gruyere-AOP-reserve-18-Monate/GF-10020',
    tiers: { caption: 'Staffelpreise', rows: ['bis 4', 'bis 9', 'ab 10'] },
    faq: { title: 'Häufige Fragen', question: 'Wie wird der Käse verschickt?', answer: /Isolierbox/ },
    reviewDate: '29. Juni 2026',
  },
  en: {
    path: '/en/Gruyere-AOP-reserve-18-months/GF-10020',
    tiers: { caption: 'Quantity prices', rows: ['to 4', 'to 9', 'from 10'] },
    faq: { title: 'Frequently asked questions', question: 'How is the cheese shipped?', answer: /insulated box/ },
    reviewDate: '29 June 2026',
  },
  fr: {
    path: '/fr/Gruyere-AOP-reserve-18-mois/GF-10020',
    tiers: { caption: 'Prix dégressifs', rows: ['jusqu’à 4', 'jusqu’à 9', 'dès 10'] },
    faq: { title: 'Questions fréquentes', question: 'Comment le fromage est-il expédié ?', answer: /boîte isotherme/ },
    reviewDate: '29 juin 2026',
  },
} as const;

for (const language of ['de', 'en', 'fr'] as const) {
  const product = gruyere[language];

  test(`the product page in ${language} shows the tier price table`, async ({ page }) => {
    await page.goto(product.path);
    const table = page.getByRole('table', { name: product.tiers.caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText([...product.tiers.rows]);
    const prices = await table.getByRole('cell').allTextContents();
    expect(prices).toHaveLength(3);
    expect(prices.every((price) => /CHF/.test(price))).toBe(true);
  });

  test(`reviews in ${language} are dated in the page language, the same after hydration`, async ({ page }) => {
    await page.goto(product.path);
    await expect(page.locator('time[datetime="2026-06-29T10:00:00.000+00:00"]')).toHaveText(product.reviewDate);
    // The page's data carries the product without its CMS layout (decision 0019).
    const data = await page.request.get(`${product.path}.data`);
    expect(data.ok()).toBe(true);
    expect(await data.text()).not.toContain('"sections"');
  });

  test(`the FAQ in ${language} opens and closes by keyboard`, async ({ page }) => {
    await page.goto(product.path);
    await page.waitForLoadState('networkidle');
    const faq = page.getByRole('region', { name: product.faq.title });
    const question = faq.getByText(product.faq.question);
    const answer = faq.getByText(product.faq.answer);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });
}

test('the head preloads the main image, the same one the gallery shows (decision 0019)', async ({ page }) => {
  await page.goto(gruyere.fr.path);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const main = page.getByRole('img', { name: /Gruyère AOP réserve 18 mois/ }).first();
  expect(await preload.getAttribute('href')).toBe(await main.getAttribute('src'));
  expect(await preload.getAttribute('imagesrcset')).toBe(await main.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await main.getAttribute('sizes'));
  expect(await preload.getAttribute('fetchpriority')).toBe('high');
});

test('a category page preloads the image of its first card from the head, the one the grid shows first (decision 0019)', async ({ page }) => {
  for (const path of ['/Lebensmittel/Kaese/', '/en/Food/Chocolate/', '/fr/Alimentation/Chocolat/']) {
    await page.goto(path);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload, path).toHaveCount(1);
    const first = page.locator('main article img').first();
    expect(await preload.getAttribute('href'), path).toBe(await first.getAttribute('src'));
    expect(await preload.getAttribute('imagesrcset'), path).toBe(await first.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes'), path).toBe(await first.getAttribute('sizes'));
    expect(await first.getAttribute('loading'), path).toBe('eager');
  }
});

test('the head has the product page title once with the shop name and the product meta description', async ({ page }) => {
  await page.goto(gruyere.en.path);
  await expect(page).toHaveTitle('Gruyère AOP réserve 18 months | Gipfel');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', 'Hard cheese from the canton of Fribourg by Vallon Fromages, 300 g.');
});

test('the FAQ opens without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(gruyere.de.path);
  await page.getByText(gruyere.de.faq.question).click();
  await expect(page.getByText(gruyere.de.faq.answer)).toBeVisible();
  await context.close();
});

test('a visitor is offered the login to write a review, with the page as return path', async ({ page }) => {
  await page.goto(gruyere.en.path);
  const link = page.getByRole('link', { name: 'Log in to write a review' });
  await expect(link).toHaveAttribute('href', `/en/login?redirectTo=${encodeURIComponent(gruyere.en.path)}`);
});

test('a signed-in customer writes a review, is told about the rules and then that it shows after approval', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!);
  await signIn(page, request, baseURL!, customer);
  await page.goto(gruyere.de.path);
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('region', { name: 'Bewertung schreiben' });
  await form.getByRole('textbox', { name: /Titel/ }).fill('Gut');
  await form.getByRole('textbox', { name: /Ihre Meinung/ }).fill('Zu kurz.');
  await form.getByRole('button', { name: 'Bewertung senden' }).click();

  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Dieses Feld ist ein Pflichtfeld.');
  await expect(summary).toContainText('Bitte mindestens 5 Zeichen eingeben.');
  await expect(summary).toContainText('Bitte mindestens 40 Zeichen eingeben.');
  // nothing typed is lost
  await expect(form.getByRole('textbox', { name: /Titel/ })).toHaveValue('Gut');

  await form.getByRole('radio', { name: /^4 Sterne/ }).check();
  await form.getByRole('textbox', { name: /Titel/ }).fill('Würzig und schön gereift');
  await form.getByRole('textbox', { name: /Ihre Meinung/ }).fill('Achtzehn Monate merkt man: kräftig, leicht kristallin und wunderbar zum Wein.');
  await form.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page).toHaveURL(/\?review=sent/);
  await expect(page.getByRole('status').filter({ hasText: 'sobald wir sie freigegeben haben' })).toBeVisible();
  // not approved yet: not among the shown reviews
  await expect(page.getByText('Würzig und schön gereift')).toHaveCount(0);
});

test('the gallery opens a lightbox by keyboard, pages with the arrow keys and closes with Escape', async ({ page }) => {
  await page.goto(gruyere.de.path);
  await page.waitForLoadState('networkidle');
  const zoom = page.getByRole('button', { name: /^Bild \d von 3 vergrössern$/ });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /: Bilder$/ });
  await expect(dialog).toBeVisible();
  const position = dialog.getByText(/^Bild \d von 3$/);
  const before = await position.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(position).not.toHaveText(before!);
  await expect(dialog.getByRole('img')).toHaveAttribute('srcset', /\d+w/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Bild \d von 3 vergrössern$/ })).toBeFocused();
});

test('without JavaScript the main image is a link to the large image', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(gruyere.de.path);
  const link = page.getByRole('link', { name: /^Bild \d von 3 vergrössern$/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/media\//);
  const image = await page.request.get(new URL(href!, baseURL).toString());
  expect(image.status()).toBe(200);
  await context.close();
});

test('the bundle adds the product and its companions in one go', async ({ page }) => {
  await page.goto(gruyere.de.path);
  await page.waitForLoadState('networkidle');
  const bundle = page.getByRole('region', { name: 'Wird oft zusammen gekauft' });
  const boxes = bundle.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThanOrEqual(3);
  // leave the last companion out
  await boxes.nth(count - 1).uncheck();
  const added: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /checkout\/cart/.test(request.url())) added.push(request.url());
  });
  await bundle.getByRole('button', { name: `${count - 1} Artikel in den Warenkorb` }).click();
  await expect(page).toHaveURL(new RegExp(`${gruyere.de.path}$`));
  await expect(page.getByTestId('header-cart')).toHaveAccessibleName(`Warenkorb, ${count - 1} Artikel`);
  expect(added).toHaveLength(1);
});
