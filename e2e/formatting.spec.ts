import { build } from 'vite';
import { expect, test, waitForHydration } from './support/test';
import { formatMoney } from '../packages/i18n/src/money';
import { formatShopDate, type ShopDateOptions } from '../packages/i18n/src/shop-date';

// Decision 0057: prices and dates go through Intl, and Node and Chromium ship different ICU data.
// The formatters must write the same text on the server (Node, here) and in the browser (the
// real Chromium), or hydration breaks. The same source is bundled for the page and run there.

const moneyCases: Array<{ locale: string; currency: string }> = [
  { locale: 'de-CH', currency: 'CHF' },
  { locale: 'fr-CH', currency: 'CHF' },
  { locale: 'en-GB', currency: 'CHF' },
  { locale: 'it-CH', currency: 'CHF' },
  { locale: 'de-DE', currency: 'EUR' },
  { locale: 'en-GB', currency: 'EUR' },
  { locale: 'de-AT', currency: 'EUR' },
];
const amounts = [0, 0.05, 1.005, 9.9, 12.5, 999.995, 1234.5, 12345.67, 1234567.891, -3, -0.004, -1234.5];

const dateCases: Array<{ locale: string } & ShopDateOptions> = [
  { locale: 'de-CH', timeZone: 'Europe/Zurich', style: 'long' },
  { locale: 'de-CH', timeZone: 'Europe/Zurich', style: 'medium' },
  { locale: 'fr-CH', timeZone: 'Europe/Zurich', style: 'long' },
  { locale: 'fr-CH', timeZone: 'Europe/Zurich', style: 'medium' },
  { locale: 'en-GB', timeZone: 'Europe/Zurich', style: 'medium' },
  { locale: 'it-CH', timeZone: 'Europe/Zurich', style: 'long' },
  { locale: 'it-CH', timeZone: 'Europe/Zurich', style: 'medium' },
  { locale: 'de-DE', timeZone: 'Europe/Berlin', style: 'medium' },
  { locale: 'en-GB', timeZone: 'Europe/London', style: 'long' },
];
// Around midnight in Zurich, summer-time switches, a leap day, and years far from today.
const moments = ['2026-11-26T10:00:00Z', '2026-12-31T23:30:00Z', '2027-03-27T23:30:00Z', '2027-10-30T22:00:00Z', '2028-02-29T12:00:00Z', '1990-07-01T22:30:00Z', '2150-09-01T10:00:00Z'];

type Table = { money: string[]; dates: string[] };

function tableWith(money: typeof formatMoney, date: typeof formatShopDate, input: { moneyCases: typeof moneyCases; amounts: number[]; dateCases: typeof dateCases; moments: string[] }): Table {
  return {
    money: input.moneyCases.flatMap(({ locale, currency }) => input.amounts.map((amount) => `${locale} ${currency} ${amount}: ${money(amount, { currency, locale })}`)),
    dates: input.dateCases.flatMap(({ locale, ...options }) => input.moments.map((moment) => `${locale} ${options.timeZone} ${options.style} ${moment}: ${date(moment, locale, options)}`)),
  };
}

async function browserBundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: new URL('./support/formatters.browser.ts', import.meta.url).pathname, formats: ['iife'], name: 'gipfelFormat' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the formatters were not bundled');
  return chunk.code;
}

test('prices and dates read the same in Node (server) and Chromium (browser) in every locale, currency and time zone', async ({ page }) => {
  const input = { moneyCases, amounts, dateCases, moments };
  const server = tableWith(formatMoney, formatShopDate, input);
  // Today's Swiss output and a German shop's euros, as the table has them.
  expect(server.money).toContain("de-CH CHF 1234.5: CHF\u00a01'234.50");
  expect(server.money).toContain('fr-CH CHF 1234.5: CHF\u00a01\u202f234.50');
  expect(server.money).toContain('en-GB CHF 1234.5: CHF\u00a01,234.50');
  expect(server.money).toContain('de-DE EUR 1234.5: 1.234,50\u00a0€');
  expect(server.dates).toContain('de-CH Europe/Zurich long 2026-11-26T10:00:00Z: 26. November 2026');

  await page.goto('about:blank');
  await page.addScriptTag({ content: await browserBundle() });
  const browser = await page.evaluate(({ input, tableSource }) => {
    const { formatMoney: money, formatShopDate: date } = (window as unknown as { gipfelFormat: { formatMoney: typeof formatMoney; formatShopDate: typeof formatShopDate } }).gipfelFormat;
    const table = new Function(`return (${tableSource})`)() as typeof tableWith;
    return table(money, date, input);
  }, { input, tableSource: tableWith.toString() });
  expect(browser.money).toEqual(server.money);
  expect(browser.dates).toEqual(server.dates);
});

test('the French shop writes its prices on the server as the hydrated page does (no hydration mismatch)', async ({ page, request }) => {
  // The home page's product sliders: francs in fr-CH, code first with the narrow no-break space.
  const html = await (await request.get('/fr/')).text();
  const serverPrices = [...html.matchAll(/CHF(?:&nbsp;|\u00a0)[0-9\u202f'.,]+/g)].map((match) => match[0].replace('&nbsp;', '\u00a0'));
  expect(serverPrices.length).toBeGreaterThan(0);
  await page.goto('/fr/');
  await waitForHydration(page);
  const hydrated = await page.evaluate(() => document.body.textContent ?? '');
  for (const price of new Set(serverPrices)) expect(hydrated).toContain(price);
  // The hydration guard of ./support/test fails the test on a mismatch React reports.
});

// Decision 0069: the browser's first Intl number format prepares the locale data (40–150 ms of a
// desktop's main thread while the page hydrates). The server hands each page how its locale
// writes the shop's currencies; the page writes its prices without building one.
const countNumberFormats = `(() => {
  const Real = Intl.NumberFormat;
  window.__numberFormats = 0;
  Object.defineProperty(Intl, 'NumberFormat', { configurable: true, writable: true, value: new Proxy(Real, { construct(target, args) { window.__numberFormats += 1; return Reflect.construct(target, args); } }) });
})()`;

for (const { path, price } of [
  { path: '/Lebensmittel/Kaese/', price: /CHF\u00a0\d+\.\d{2}/ },
  { path: '/en/Enamelled-cast-iron-cocotte/GF-10112.1', price: /CHF\u00a0\d+\.\d{2}/ },
  { path: '/fr/', price: /CHF\u00a0\d+\.\d{2}/ },
]) {
  test(`${path} hydrates its prices without building an Intl number format, as the server wrote them`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const serverPrices = new Set([...html.matchAll(/CHF(?:&nbsp;|\u00a0)[0-9\u202f'.,]+/g)].map((match) => match[0].replace('&nbsp;', '\u00a0')));
    expect(serverPrices.size).toBeGreaterThan(0);
    await page.addInitScript(countNumberFormats);
    await page.goto(path);
    await waitForHydration(page);
    const hydrated = await page.evaluate(() => document.body.textContent ?? '');
    expect(hydrated).toMatch(price);
    for (const text of serverPrices) expect(hydrated).toContain(text);
    expect(await page.evaluate(() => (window as unknown as { __numberFormats: number }).__numberFormats)).toBe(0);
  });
}

test('the cart page, with a line item, hydrates its prices without an Intl number format', async ({ page }) => {
  await page.goto('/Lebensmittel/Kaese/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible({ timeout: 15_000 });
  await page.addInitScript(countNumberFormats);
  await page.goto('/fr/checkout/cart');
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText(/CHF\u00a0\d+\.\d{2}/);
  expect(await page.evaluate(() => (window as unknown as { __numberFormats: number }).__numberFormats)).toBe(0);
});
