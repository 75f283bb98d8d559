import AxeBuilder from '@axe-core/playwright';
import { amountOf, chooseInvoice, englishOrder, expectOrderMail, germanOrder, orderByInvoice } from './support/checkout';
import { accessKey, createCustomer, password, signIn, storeApi, swissId } from './support/customer';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { guestFormLabels } from './support/texts';

type GuestLabels = ReturnType<typeof guestFormLabels>;

/** Adds the first chocolate; with JavaScript the side cart opens with it (its title names the cart). */
async function addChocolate(page: Page, listing: string, button: string, cartTitle: string) {
  await page.goto(listing);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: button }).first().click();
  const drawer = page.getByRole('dialog', { name: cartTitle });
  await expect(drawer.getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });
}

const englishGuest: GuestLabels = guestFormLabels('en');

const germanGuest: GuestLabels = guestFormLabels('de');

/** Fills one party's fields (the page's billing fields, or the delivery address's group). */
async function fillParty(scope: Page | Locator, labels: GuestLabels, party: { first: string; last: string; street: string; zipcode: string; city: string }) {
  await scope.getByLabel(labels.firstName).fill(party.first);
  // Exact: the French "Nom" is also part of "Prénom".
  await scope.getByRole('textbox', { name: labels.lastName, exact: true }).fill(party.last);
  await scope.getByLabel(labels.street).fill(party.street);
  await scope.getByLabel(labels.zipcode).fill(party.zipcode);
  await scope.getByRole('textbox', { name: labels.city, exact: true }).fill(party.city);
}

const heidi = { first: 'Heidi', last: 'Muster', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich' };
const luca = { first: 'Luca', last: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz' };

/** Fills the guest form (and sends it unless `submit` is false); answers the guest's email. */
async function fillGuest(page: Page, labels: GuestLabels, submit = true): Promise<string> {
  const email = `heidi.${Date.now()}${Math.round(Math.random() * 1e6)}@example.ch`;
  await fillParty(page, labels, heidi);
  await page.getByLabel(labels.email).fill(email);
  if (submit) await page.getByRole('button', { name: labels.submit }).click();
  return email;
}

test('a guest orders with invoice, sees the order number and gets the confirmation mail (German)', async ({ page, request }) => {
  // The axe scan of the checkout page takes seconds on a busy machine.
  test.setTimeout(90_000);
  await addChocolate(page, '/Lebensmittel/Schokolade/', 'In den Warenkorb', 'Warenkorb');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');

  const email = await fillGuest(page, germanGuest);
  await expect(page.getByText('Wir liefern an:')).toBeVisible();
  // One summary: the step's heading, not a second one of the cart's totals inside it; axe finds nothing serious.
  await expect(page.getByRole('heading', { name: 'Zusammenfassung' })).toHaveCount(1);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await orderByInvoice(page, germanOrder);

  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung');
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  await expect(page.getByText(/Zahlungsseite weitergeleitet/)).toHaveCount(0);
  // An invoice order is open by design: received, nothing failed, nothing to pay again (the package's text).
  await expect(page.locator('[data-payment-state="open"]')).toHaveText(/^Wir haben Ihre Bestellung \d+ erhalten\. Sie bezahlen sie, wie es Ihre Zahlungsart vorsieht/);
  await expect(page.getByText(/nicht abgeschlossen|erneut versuchen/)).toHaveCount(0);
  await expectOrderMail(page, request, email, 'de', true);

  // A payment redirect to anywhere but the Store API's gateway is ignored (no open redirect).
  await page.goto(`${new URL(page.url()).pathname}?redirect=${encodeURIComponent('https://evil.example/pay')}`);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  await expect(page.getByText(/Zahlungsseite weitergeleitet/)).toHaveCount(0);
});

test.describe('card payment', () => {
  test('a card payment goes through the gateway to the paid page; the confirmation mail is in English', async ({ page, request }) => {
    await addChocolate(page, '/en/Food/Chocolate/', 'Add to cart', 'Cart');
    await page.goto('/en/checkout');
    const email = await fillGuest(page, englishGuest);
    await expect(page.getByText('We deliver to:')).toBeVisible();

    await page.getByRole('radio', { name: /^Credit card/ }).check();
    await page.getByRole('button', { name: 'Use this payment method' }).click();
    await expect(page.getByRole('radio', { name: /^Credit card/ })).toBeChecked();

    await page.getByLabel('I have read and accept the terms and conditions.').check();
    await page.getByRole('button', { name: 'Place order with obligation to pay' }).click();

    await expect(page).toHaveURL(/\/en\/checkout\/success\/[0-9a-f]{32}\?redirect=/);
    await expect(page.getByText(/You will be redirected to the payment page in \d seconds/)).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expectOrderMail(page, request, email, 'en', true);
    await page.getByRole('link', { name: 'Go to payment now' }).click();

    await expect(page).toHaveURL(/\/payment-gateway\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\/[0-9a-f]{32}\/paid$/);
    await expect(page.locator('[data-payment-state="paid"]')).toBeVisible();
  });
  test('a failed card payment ends on the unpaid page with contact (German)', async ({ page }) => {
    await addChocolate(page, '/Lebensmittel/Schokolade/', 'In den Warenkorb', 'Warenkorb');
    await page.goto('/checkout');
    await fillGuest(page, germanGuest);
    await page.getByRole('radio', { name: /^Kreditkarte/ }).check();
    await page.getByRole('button', { name: 'Zahlungsart übernehmen' }).click();
    await expect(page.getByRole('radio', { name: /^Kreditkarte/ })).toBeChecked();
    await page.getByLabel('Ich habe die AGB gelesen und akzeptiere sie.').check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    // Without clicking, the countdown takes the shopper to the gateway after 5 seconds.
    await expect(page.getByText(/Sie werden in \d Sekunden zur Zahlungsseite weitergeleitet/)).toBeVisible();
    await expect(page).toHaveURL(/\/payment-gateway\//, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid$/);
    await expect(page.locator('[data-payment-state="failed"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/Kontakt/');
  });
});

const frenchGuest: GuestLabels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  street: 'Rue et numéro',
  zipcode: 'NPA',
  city: 'Localité',
  submit: 'Continuer en tant qu’invité',
};

test('a failed payment ends unpaid; choosing a method and paying again ends paid; the confirmation mail is in French', async ({ page, request }) => {
  test.setTimeout(60_000);
  await addChocolate(page, '/fr/Alimentation/Chocolat/', 'Ajouter au panier', 'Panier');
  await page.goto('/fr/checkout');
  const email = await fillGuest(page, frenchGuest);
  await expect(page.getByText('Nous livrons à :')).toBeVisible();
  await page.getByRole('radio', { name: /^Carte de crédit/ }).check();
  await page.getByRole('button', { name: 'Choisir ce mode de paiement' }).click();
  await expect(page.getByRole('radio', { name: /^Carte de crédit/ })).toBeChecked();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales.').check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/success\/[0-9a-f]{32}\?redirect=/);
  await expectOrderMail(page, request, email, 'fr', true);
  await page.getByRole('link', { name: 'Payer maintenant' }).click();
  await expect(page).toHaveURL(/\/payment-gateway\//);
  await page.getByRole('button', { name: 'Faire échouer le paiement' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/success\/[0-9a-f]{32}\/unpaid$/);
  const unpaid = page.locator('[data-payment-state="failed"]');
  await expect(unpaid.getByRole('heading')).toHaveText('Nous avons reçu votre commande, mais elle n’est pas encore payée');
  // Retry on the page itself (a guest has no account page): the method of the failed payment is preselected.
  const methods = unpaid.getByRole('group', { name: 'Choisir un moyen de paiement' });
  await expect(methods.getByRole('radio', { name: /^Carte de crédit/ })).toBeChecked();
  await expect(unpaid.getByRole('link', { name: 'Nous contacter' })).toBeVisible();
  await unpaid.getByRole('button', { name: 'Réessayer le paiement' }).click();

  await expect(page).toHaveURL(/\/fr\/checkout\/success\/[0-9a-f]{32}\?redirect=/);
  await page.getByRole('link', { name: 'Payer maintenant' }).click();
  await expect(page).toHaveURL(/\/payment-gateway\//);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/success\/[0-9a-f]{32}\/paid$/);
  const paid = page.locator('[data-payment-state="paid"]');
  await expect(paid.getByRole('heading')).toHaveText('Merci pour votre commande');
  await expect(paid.getByText('Une commande payée ne peut plus être modifiée.')).toBeVisible();
  await expect(paid.getByRole('button')).toHaveCount(0);
});

/** A product of the demo shop found through the Store API's search (id and name), for `/detail/{id}`. */
async function findProduct(request: APIRequestContext, search: string, fits: (product: DemoProduct) => boolean): Promise<DemoProduct> {
  const answer = await request.post(`${storeApi}/store-api/search`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { search, limit: 50 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const products = ((await answer.json()) as { elements: DemoProduct[] }).elements;
  const product = products.find(fits);
  expect(product, `a product for "${search}"`).toBeTruthy();
  return product!;
}

interface DemoProduct {
  id: string;
  states?: string[];
  childCount?: number | null;
  translated?: { name?: string };
}

test('a cart of downloads only skips the shipping step and needs the withdrawal waiver (German)', async ({ page, request }) => {
  const ebook = await findProduct(request, 'E-Book', (p) => p.states?.includes('is-download') === true && !p.childCount);
  await page.goto(`/detail/${ebook.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Warenkorb' }).getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });

  await page.goto('/checkout');
  const steps = page.getByRole('navigation', { name: 'Bestellschritte' });
  await expect(steps.getByRole('listitem')).toHaveText([/^Adresse/, /^Zahlung/, /^Übersicht/]);
  await expect(page.locator('#shipping')).toHaveCount(0);
  await fillGuest(page, germanGuest);
  await expect(page.getByText('Wir liefern an:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Versandart' })).toHaveCount(0);
  await chooseInvoice(page, germanOrder);

  await page.getByLabel('Ich habe die AGB gelesen und akzeptiere sie.').check();
  // Digital content: the waiver of the right of withdrawal is asked for too.
  await page.getByRole('checkbox', { name: /Widerrufsrecht/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
});

test('a guest changes the address from a later step and finds it filled in (English)', async ({ page }) => {
  await addChocolate(page, '/en/Food/Chocolate/', 'Add to cart', 'Cart');
  await page.goto('/en/checkout');
  // A visitor may sign in or create an account instead, and comes back to the checkout.
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/en/login?redirectTo=%2Fen%2Fcheckout');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register?redirectTo=%2Fen%2Fcheckout');
  await fillGuest(page, englishGuest);
  await expect(page.getByText('We deliver to:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Change address' }).click();
  await expect(page.getByRole('textbox', { name: 'Street and number' })).toHaveValue('Bahnhofstrasse 1');
  await expect(page.getByLabel('First name')).toHaveValue('Heidi');
  await page.getByRole('textbox', { name: 'Street and number' }).fill('Seestrasse 5');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByText('We deliver to:')).toBeVisible();
  await expect(page.locator('address')).toContainText('Seestrasse 5');
});

test('a guest has the goods delivered to someone in Liechtenstein; the order keeps both addresses (German)', async ({ page, request }) => {
  await addChocolate(page, '/Lebensmittel/Schokolade/', 'In den Warenkorb', 'Warenkorb');
  await page.goto('/checkout');
  await fillGuest(page, germanGuest, false);
  const box = page.getByRole('checkbox', { name: 'Lieferadresse weicht von der Rechnungsadresse ab' });
  await box.check();
  const delivery = page.getByRole('group', { name: 'Abweichende Lieferadresse' });
  await fillParty(delivery, germanGuest, luca);
  await delivery.getByRole('combobox', { name: /^Land/ }).selectOption({ label: 'Liechtenstein' });
  await page.getByRole('button', { name: germanGuest.submit }).click();

  await expect(page.getByText('Wir liefern an:')).toBeVisible();
  const addresses = page.locator('#delivery address');
  await expect(addresses).toHaveCount(2);
  await expect(addresses.first()).toHaveText(/Luca Rossi\s*Städtle 7\s*9490 Vaduz\s*Liechtenstein/);
  await expect(page.getByText('Rechnungsadresse:')).toBeVisible();
  await expect(addresses.last()).toHaveText(/Heidi Muster\s*Bahnhofstrasse 1\s*8001 Zürich\s*Schweiz\s*heidi\.\d+@example\.ch/);

  // Changing the address finds the box ticked and the delivery address filled in.
  await page.getByRole('link', { name: 'Adresse ändern' }).click();
  await expect(box).toBeChecked();
  await expect(delivery.getByRole('textbox', { name: germanGuest.city, exact: true })).toHaveValue('Vaduz');
  await expect(delivery.getByRole('combobox', { name: /^Land/ })).toHaveValue(/^c1000000000000000000000000000006$/);
  await page.getByRole('button', { name: germanGuest.submit }).click();
  await expect(page.getByText('Wir liefern an:')).toBeVisible();

  await orderByInvoice(page, germanOrder);
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);

  // The placed order, read as the guest may read it (deep link, email and billing postal code).
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'gipfel_order');
  const access = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { deepLinkCode: string; email: string; zipcode: string };
  expect(access.zipcode).toBe('8001');
  const answer = await request.post(`${storeApi}/store-api/order`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { filter: [{ type: 'equals', field: 'deepLinkCode', value: access.deepLinkCode }], email: access.email, zipcode: access.zipcode },
  });
  expect(answer.status()).toBe(200);
  type Address = Record<string, unknown>;
  const order = ((await answer.json()) as { orders: { elements: { billingAddress: Address; deliveries: { shippingOrderAddress: Address }[] }[] } }).orders.elements[0]!;
  expect(order.deliveries).toHaveLength(1);
  expect(order.deliveries[0]!.shippingOrderAddress).toMatchObject({ firstName: 'Luca', lastName: 'Rossi', street: 'Städtle 7', zipcode: '9490', city: 'Vaduz' });
  expect(order.billingAddress).toMatchObject({ firstName: 'Heidi', street: 'Bahnhofstrasse 1', zipcode: '8001' });
});

test('a customer whose default delivery address differs sees both, the order goes there and the confirmation mail arrives (English)', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!, 'Sam');
  const login = await request.post(`${storeApi}/store-api/account/login`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { username: customer.email, password },
  });
  const headers = { 'sw-access-key': accessKey, 'sw-context-token': login.headers()['sw-context-token'] ?? '', 'content-type': 'application/json' };
  const created = await request.post(`${storeApi}/store-api/account/address`, {
    headers,
    data: { firstName: 'Marie', lastName: 'Favre', street: 'Rue du Rhône 5', zipcode: '1204', city: 'Genève', countryId: swissId },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  expect((await request.patch(`${storeApi}/store-api/account/address/default-shipping/${id}`, { headers })).status()).toBe(204);
  await signIn(page, request, baseURL!, customer);

  await addChocolate(page, '/en/Food/Chocolate/', 'Add to cart', 'Cart');
  await page.goto('/en/checkout');
  await expect(page.getByText('We deliver to:')).toBeVisible();
  const addresses = page.locator('#delivery address');
  await expect(addresses.first()).toHaveText(/Marie Favre\s*Rue du Rhône 5\s*1204 Genève/);
  await expect(page.getByText('Billing address:')).toBeVisible();
  await expect(addresses.last()).toHaveText(/Sam Muster\s*Bahnhofstrasse 1\s*8001 Zürich/);

  await orderByInvoice(page, englishOrder);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d+$/);
  await expectOrderMail(page, request, customer.email, 'en', false);

  await page.goto('/en/account/order');
  await page.getByRole('link', { name: `Details of order ${orderNumber}` }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('region', { name: 'Shipping address' })).toContainText('Rue du Rhône 5');
  await expect(detail.getByRole('region', { name: 'Billing address' })).toContainText('Bahnhofstrasse 1');
});

/** The path of the order mail's deep link (`{domain}/account/order/{code}`, the domain the e2e storefront's). */
function deepLinkPath(links: string[]): string {
  expect(links).toHaveLength(1);
  return new URL(links[0]!).pathname;
}

test.describe('the order mail\'s deep link of a guest', () => {
  test('shows the order after the email and postal code; a wrong postal code is refused, keeping the email (German)', async ({ page, request }) => {
    test.setTimeout(60_000);
    await addChocolate(page, '/Lebensmittel/Schokolade/', 'In den Warenkorb', 'Warenkorb');
    await page.goto('/checkout');
    const email = await fillGuest(page, germanGuest);
    await expect(page.getByText('Wir liefern an:')).toBeVisible();
    await orderByInvoice(page, germanOrder);
    await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const { orderNumber, total, links } = await expectOrderMail(page, request, email, 'de', true);
    const path = deepLinkPath(links);
    expect(path).toMatch(/^\/account\/order\/[A-Za-z0-9_-]+$/);

    // Another browser (no order cookie): the guest authentication form.
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page).toHaveTitle(/^Ihre Bestellung \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Bestellung');
    await expect(page.getByTestId('order-detail')).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Bestellung ansehen' });
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email.toUpperCase());
    await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('9999');
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Keine Bestellung passt zu dieser E-Mail-Adresse und Postleitzahl. Bitte prüfen Sie Ihre Angaben.');
    await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email.toUpperCase());
    await expect(page.getByTestId('order-detail')).toHaveCount(0);

    // An empty postal code is asked for, linked to its field.
    await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('');
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    await expect(form.getByRole('textbox', { name: 'Postleitzahl' })).toHaveAccessibleDescription(/.+/);

    await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('8001');
    await form.getByRole('button', { name: 'Bestellung anzeigen' }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(`Bestellung ${orderNumber}`);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(amountOf((await detail.locator('strong').last().textContent()) ?? '')).toBeCloseTo(total, 2);
    await expect(detail.getByRole('region', { name: 'Rechnungsadresse' })).toContainText('Bahnhofstrasse 1');
    await expect(detail).toContainText('Rechnung');

    // The access lasts (the short-lived order cookie): a reload shows the order again.
    await page.reload();
    await expect(page.getByTestId('order-detail').getByRole('heading', { level: 2 })).toHaveText(`Bestellung ${orderNumber}`);
    // An unknown deep link code asks again and tells nothing more.
    await page.goto('/account/order/NotACode123');
    await expect(page.getByRole('form', { name: 'Bestellung ansehen' })).toBeVisible();
  });

  test('works without JavaScript, in English and French', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(60_000);
    await addChocolate(page, '/en/Food/Chocolate/', 'Add to cart', 'Cart');
    await page.goto('/en/checkout');
    const email = await fillGuest(page, englishGuest);
    await expect(page.getByText('We deliver to:')).toBeVisible();
    await orderByInvoice(page, englishOrder);
    await expect(page).toHaveURL(/\/en\/checkout\/success\/[0-9a-f]{32}$/);
    const { orderNumber, links } = await expectOrderMail(page, request, email, 'en', true);
    const path = deepLinkPath(links);
    expect(path).toMatch(/^\/en\/account\/order\/[A-Za-z0-9_-]+$/);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(path.replace(/^\/en\//, '/fr/'));
      await expect(plain).toHaveTitle(/^Votre commande \| /);
      const fr = plain.getByRole('form', { name: 'Voir la commande' });
      await fr.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
      await fr.getByRole('textbox', { name: 'Code postal' }).fill('1003');
      await fr.getByRole('button', { name: 'Afficher la commande' }).click();
      await expect(plain.getByRole('alert')).toHaveText('Aucune commande ne correspond à cette adresse e-mail et à ce code postal. Veuillez vérifier vos données.');
      await expect(fr.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);

      await plain.goto(path);
      await expect(plain).toHaveTitle(/^Your order \| /);
      const en = plain.getByRole('form', { name: 'View order' });
      await en.getByRole('textbox', { name: 'Email address' }).fill(email);
      await en.getByRole('textbox', { name: 'Postal code' }).fill('8000');
      await en.getByRole('button', { name: 'Show order' }).click();
      await expect(plain.getByRole('alert')).toHaveText('No order matches this email address and postal code. Please check your details.');
      await en.getByRole('textbox', { name: 'Postal code' }).fill('8001');
      await en.getByRole('button', { name: 'Show order' }).click();
      await expect(plain.getByTestId('order-detail').getByRole('heading', { level: 2 })).toHaveText(`Order ${orderNumber}`);
    } finally {
      await context.close();
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong email gets a translated message and keeps the typed values (French)', async ({ page }) => {
    await page.goto('/fr/Alimentation/Chocolat/');
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await page.goto('/fr/checkout');
    await page.getByLabel('Prénom').fill('Marie');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');
    await page.getByLabel('Adresse e-mail').fill('marie@exemple');
    await page.getByLabel('Rue et numéro').fill('Rue du Lac 2');
    await page.getByLabel('NPA').fill('1003');
    await page.getByRole('textbox', { name: 'Localité', exact: true }).fill('Lausanne');
    await page.getByRole('button', { name: 'Continuer en tant qu’invité' }).click();

    await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await expect(page.getByLabel('Prénom')).toHaveValue('Marie');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('marie@exemple');
    await expect(page.getByRole('textbox', { name: 'Localité', exact: true })).toHaveValue('Lausanne');

    await page.getByLabel('Adresse e-mail').fill('marie@exemple.ch');
    await page.getByRole('button', { name: 'Continuer en tant qu’invité' }).click();
    await expect(page.getByText('Nous livrons à :')).toBeVisible();
  });

  test('a ticked delivery address is asked for, keeping the typed billing address (French)', async ({ page }) => {
    await page.goto('/fr/Alimentation/Chocolat/');
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await page.goto('/fr/checkout');
    await fillGuest(page, frenchGuest, false);
    // Without JavaScript the delivery fields come with the answer to the first post.
    await page.getByRole('checkbox', { name: /^Livrer à une adresse différente de l’adresse de facturation/ }).check();
    await page.getByRole('button', { name: frenchGuest.submit }).click();

    await expect(page.getByText('Veuillez saisir l’adresse de livraison ou décocher la case de l’adresse de livraison différente.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: frenchGuest.street, exact: true }).first()).toHaveValue('Bahnhofstrasse 1');
    await expect(page.getByRole('checkbox', { name: /^Livrer à une adresse différente/ })).toBeChecked();
    const delivery = page.getByRole('group', { name: 'Adresse de livraison différente' });
    await fillParty(delivery, frenchGuest, { ...luca, zipcode: '94' });
    await delivery.getByRole('combobox', { name: /^Pays/ }).selectOption({ label: 'Liechtenstein' });
    await page.getByRole('button', { name: frenchGuest.submit }).click();
    // The delivery address's postal code is checked for its own country and named at its own field.
    const zipcode = delivery.getByRole('textbox', { name: frenchGuest.zipcode, exact: true });
    await expect(zipcode).toHaveValue('94');
    await expect(zipcode).toHaveAccessibleDescription(/Le code postal n’a pas le bon format/);
    await expect(delivery.getByRole('textbox', { name: frenchGuest.city, exact: true })).toHaveValue('Vaduz');
    await zipcode.fill('9490');
    await page.getByRole('button', { name: frenchGuest.submit }).click();

    await expect(page.getByText('Nous livrons à :')).toBeVisible();
    await expect(page.locator('#delivery address').first()).toHaveText(/Luca Rossi\s*Städtle 7\s*9490 Vaduz\s*Liechtenstein/);
    await expect(page.getByText('Adresse de facturation :')).toBeVisible();
    await expect(page.locator('#delivery address').last()).toContainText('Bahnhofstrasse 1');
  });
});
