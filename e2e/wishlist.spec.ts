import { expect, test, type APIRequestContext, type Page } from './support/test';
import { accessKey, adminHeaders } from './support/credentials';

const storeApi = `http://127.0.0.1:${process.env.E2E_STORE_API_PORT ?? 8788}`;
const swissId = 'c1000000000000000000000000000001';
const password = 'Merkzettel-Gipfel-1';
const chocolate = '/Lebensmittel/Schokolade/';

/** A registered customer, confirmed through the double opt-in link of the local Store API's outbox. */
async function createCustomer(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = `merkzettel.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.ch`;
  const registered = await request.post(`${storeApi}/store-api/account/register`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: {
      email,
      password,
      firstName: 'Heidi',
      lastName: 'Muster',
      storefrontUrl: new URL(baseURL).origin,
      acceptedDataProtection: true,
      billingAddress: { street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: swissId },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  if (((await registered.json()) as { active?: boolean }).active === false) {
    let link = '';
    await expect
      .poll(async () => {
        const outbox = (await (await request.get(`${storeApi}/_outbox?to=${encodeURIComponent(email)}`, { headers: adminHeaders })).json()) as { elements: { text?: string; links?: string[] }[] };
        const texts = outbox.elements.flatMap((mail) => [...(mail.links ?? []), mail.text ?? '']).join(' ');
        link = /https?:\/\/\S*registration\/confirm\?\S+/.exec(texts)?.[0] ?? '';
        return link;
      })
      .toBeTruthy();
    const url = new URL(link.replace(/&amp;/g, '&'));
    const confirmed = await request.post(`${storeApi}/store-api/account/register-confirm`, {
      headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
      data: { em: url.searchParams.get('em'), hash: url.searchParams.get('hash') },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return email;
}

const localIds = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sw-wishlist-items') ?? '[]') as string[]);
const headerCount = (page: Page) => page.getByTestId('header-wishlist').getByTestId('wishlist-count');

/** The name of a product card's heart ("Lindt Excellence auf den Merkzettel setzen" → "Lindt Excellence"). */
async function productNameOf(page: Page, card: number): Promise<string> {
  const label = await page.locator('article[data-product-id]').nth(card).getByTestId('wishlist-toggle').getAttribute('aria-label');
  return label!.replace(/ auf den Merkzettel setzen$/, '');
}

test('a visitor’s wishlist in local storage moves into the customer’s list on sign-in', async ({ page, request, baseURL }) => {
  // From a listing: the heart toggles at once and the header counts.
  await page.goto(chocolate);
  await page.waitForLoadState('networkidle');
  await expect(headerCount(page)).toHaveText('');
  const first = await productNameOf(page, 0);
  await page.getByRole('button', { name: `${first} auf den Merkzettel setzen`, exact: true }).click();
  await expect(page.getByRole('button', { name: `${first} vom Merkzettel entfernen` })).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('1');

  // From the product page of another product.
  const second = await productNameOf(page, 1);
  await page.locator('article[data-product-id]').nth(1).getByRole('link', { name: second, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `${second} auf den Merkzettel setzen` }).first().click();
  await expect(page.getByRole('button', { name: `${second} vom Merkzettel entfernen` }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('2');
  expect(await localIds(page)).toHaveLength(2);

  // The wishlist page in German and English.
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merkzettel');
  const list = page.getByRole('list', { name: 'Produkte auf dem Merkzettel' });
  await expect(list.locator(':scope > li')).toHaveCount(2);
  await expect(list).toContainText(first);
  await expect(list).toContainText(second);
  await expect(headerCount(page)).toHaveText('2');

  await page.goto('/en/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist');
  const enList = page.getByRole('list', { name: 'Products on the wishlist' });
  await expect(enList.locator(':scope > li')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  // Remove the first one: gone at once, the count follows.
  await enList.getByRole('button', { name: /^Remove .+ from wishlist$/ }).first().click();
  await expect(enList.locator(':scope > li')).toHaveCount(1);
  await expect(headerCount(page)).toHaveText('1');
  const kept = await localIds(page);
  expect(kept).toHaveLength(1);

  // Sign in through the storefront's form: the local item is merged into the server list.
  const email = await createCustomer(request, baseURL!);
  await page.goto('/login?redirectTo=%2Fwishlist');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  // The merge runs once after hydration and clears the browser's list.
  await expect.poll(() => localIds(page), { timeout: 10_000 }).toEqual([]);
  await page.reload();
  // Now read from the server (the browser's list is empty): the item and the count survive a reload.
  const serverList = page.getByRole('list', { name: 'Produkte auf dem Merkzettel' });
  await expect(serverList.locator(':scope > li')).toHaveCount(1);
  await expect(serverList.locator(`article[data-product-id="${kept[0]}"]`)).toBeVisible();
  await expect(headerCount(page)).toHaveText('1');

  // A customer's heart goes to the server: still counted after a reload.
  await page.goto(chocolate);
  await page.waitForLoadState('networkidle');
  const card = page.locator(`article[data-product-id]:not([data-product-id="${kept[0]}"])`).first();
  await card.getByTestId('wishlist-toggle').click();
  await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveText('2');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(headerCount(page)).toHaveText('2');
  await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(await localIds(page)).toEqual([]);

  // French labels.
  await page.goto('/fr/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liste d’envies');
  const frList = page.getByRole('list', { name: 'Produits de la liste d’envies' });
  await expect(frList.locator(':scope > li')).toHaveCount(2);
  await expect(frList.getByRole('button', { name: /^Retirer .+ de la liste d’envies$/ })).toHaveCount(2);
  await expect(headerCount(page)).toHaveText('2');
});

test('an empty wishlist links back to the shop (French)', async ({ page }) => {
  await page.goto('/fr/wishlist');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Votre liste d’envies est vide.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuer vos achats' })).toHaveAttribute('href', '/fr/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor’s heart leads to the wishlist page, which says why it needs JavaScript or signing in', async ({ page }) => {
    await page.goto(chocolate);
    await page.locator('article[data-product-id]').first().getByTestId('wishlist-toggle').click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByText(/Ohne JavaScript wird der Merkzettel nur für angemeldete Kundinnen und Kunden gespeichert/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login?redirectTo=%2Fwishlist');
  });

  test('a customer’s heart is a plain form that comes back to the listing (English)', async ({ page, request, baseURL }) => {
    const email = await createCustomer(request, baseURL!);
    await page.goto('/en/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/account$/);

    await page.goto('/en/Food/Chocolate/');
    const card = page.locator('article[data-product-id]').first();
    await card.getByRole('button', { name: /^Add .+ to wishlist$/ }).click();
    await expect(page).toHaveURL(/\/en\/Food\/Chocolate\/$/);
    await expect(card.getByRole('button', { name: /^Remove .+ from wishlist$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(headerCount(page)).toHaveText('1');
    await card.getByRole('button', { name: /^Remove .+ from wishlist$/ }).click();
    await expect(card.getByRole('button', { name: /^Add .+ to wishlist$/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(headerCount(page)).toHaveText('');
  });
});
