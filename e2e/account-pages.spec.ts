import { englishOrder, orderByInvoice } from './support/checkout';
import { expect, test } from './support/test';
import { accessKey, createCustomer, password, signIn, storeApi } from './support/customer';
import { accountPageTexts, storefrontPageTexts } from './support/texts';

// Headings, labels and buttons as the shopper reads them, from the text tables.
const de = accountPageTexts('de');
const en = accountPageTexts('en');
const fr = accountPageTexts('fr');

/** The account pages' headings (their page titles) in one language. */
function accountHeadings(language: 'de' | 'en' | 'fr') {
  const titles = storefrontPageTexts(language).pages;
  return {
    '/account': titles.account.title,
    '/account/profile': titles['account-profile'].title,
    '/account/address': titles['account-address'].title,
    '/account/order': titles['account-order'].title,
    '/account/payment': titles['account-payment'].title,
  };
}

const pages = { de: accountHeadings('de'), en: accountHeadings('en'), fr: accountHeadings('fr') } as const;
const prefix = { de: '', en: '/en', fr: '/fr' } as const;

test('every account page shows its heading to a customer and sends a visitor to login (de, en, fr)', async ({ page, request, baseURL }) => {
  // 30 page loads in three languages.
  test.setTimeout(120_000);
  for (const [language, headings] of Object.entries(pages) as [keyof typeof pages, Record<string, string>][]) {
    for (const path of Object.keys(headings)) {
      await page.goto(`${prefix[language]}${path}`);
      await expect(page).toHaveURL(new RegExp(`${prefix[language]}/login\\?redirectTo=${encodeURIComponent(`${prefix[language]}${path}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
  }
  const customer = await createCustomer(request, baseURL!);
  await signIn(page, request, baseURL!, customer);
  for (const [language, headings] of Object.entries(pages) as [keyof typeof pages, Record<string, string>][]) {
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(`${prefix[language]}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  }
  await page.goto('/account');
  await expect(page.getByTestId('overview-name')).toContainText('Heidi Muster');
  await expect(page.getByText(customer.email)).toBeVisible();

  // Newsletter from the overview: double opt-in mail, then unsubscribe.
  const newsletter = page.getByRole('region', { name: de.overview.newsletter });
  await expect(newsletter).toContainText('Sie erhalten unseren Newsletter nicht.');
  await newsletter.getByRole('button', { name: de.overview.newsletterSubscribe }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wir haben Ihnen eine E-Mail geschickt.' })).toBeVisible();
  await expect(page.getByRole('region', { name: de.overview.newsletter })).toContainText('Bitte bestätigen Sie die Anmeldung');
  await page.getByRole('button', { name: de.overview.newsletterUnsubscribe }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sie wurden vom Newsletter abgemeldet.' })).toBeVisible();
});

test('profile, email and password changes (German)', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!, 'Anna');
  await signIn(page, request, baseURL!, customer);
  await page.goto('/account/profile');
  await page.waitForLoadState('networkidle');

  const profile = page.getByRole('form', { name: de.profileForm.title });
  await profile.getByLabel(de.profileForm.firstName).fill('');
  await profile.getByRole('button', { name: de.accountCommon.save }).click();
  await expect(profile.getByLabel(de.profileForm.firstName)).toHaveAccessibleDescription(/Dieses Feld ist ein Pflichtfeld/);
  await profile.getByLabel(de.profileForm.firstName).fill('Annemarie');
  await profile.getByRole('radio', { name: de.profileForm.business }).check();
  await profile.getByLabel(de.profileForm.company).fill('Käserei Muster AG');
  await profile.getByLabel(de.profileForm.vatId).fill('CHE-123');
  await profile.getByRole('button', { name: de.accountCommon.save }).click();
  // The server's VAT id violation lands on its field; the typed values stay.
  await expect(page.getByRole('form', { name: de.profileForm.title }).getByLabel(de.profileForm.vatId)).toHaveAccessibleDescription(/USt-IdNr\. hat nicht das richtige Format/);
  await expect(page.getByRole('form', { name: de.profileForm.title }).getByLabel(de.profileForm.company)).toHaveValue('Käserei Muster AG');
  await page.getByRole('form', { name: de.profileForm.title }).getByLabel(de.profileForm.vatId).fill('CHE-123.456.788');
  await page.getByRole('form', { name: de.profileForm.title }).getByRole('button', { name: de.accountCommon.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Änderungen wurden gespeichert.' })).toBeVisible();
  await expect(page.getByRole('form', { name: de.profileForm.title }).getByLabel(de.profileForm.firstName)).toHaveValue('Annemarie');

  // Email: wrong password from the server, typed address kept.
  const newEmail = `neu.${Date.now()}@example.ch`;
  let email = page.getByRole('form', { name: de.emailChange.title });
  await email.getByLabel(de.emailChange.email, { exact: false }).first().fill(newEmail);
  await email.getByLabel(de.emailChange.emailConfirmation).fill(newEmail);
  await email.getByLabel(de.emailChange.password).fill('falsch-falsch');
  await email.getByRole('button', { name: de.accountCommon.save }).click();
  email = page.getByRole('form', { name: de.emailChange.title });
  await expect(email.getByLabel(de.emailChange.password)).toHaveAccessibleDescription(/Das Passwort ist falsch/);
  await expect(email.getByLabel(de.emailChange.emailConfirmation)).toHaveValue(newEmail);
  await expect(email.getByLabel(de.emailChange.password)).toHaveValue('');
  await email.getByLabel(de.emailChange.password).fill(password);
  await email.getByRole('button', { name: de.accountCommon.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre E-Mail-Adresse wurde geändert.' })).toBeVisible();
  await expect(page.getByText(`Aktuelle E-Mail-Adresse: ${newEmail}`)).toBeVisible();

  // Password: repeat must be identical (client), wrong current password (server), then success.
  let form = page.getByRole('form', { name: de.passwordChange.title });
  await form.getByLabel(de.passwordChange.password).fill(password);
  await form.getByLabel(de.passwordChange.newPassword, { exact: false }).first().fill('Neues-Passwort-2');
  await form.getByLabel(de.passwordChange.newPasswordConfirm).fill('Anderes-Passwort-3');
  await form.getByRole('button', { name: de.accountCommon.save }).click();
  await expect(form.getByLabel(de.passwordChange.newPasswordConfirm)).toHaveAccessibleDescription(/Die Passwörter müssen identisch sein/);
  await form.getByLabel(de.passwordChange.password).fill('nicht-das-passwort');
  await form.getByLabel(de.passwordChange.newPasswordConfirm).fill('Neues-Passwort-2');
  await form.getByRole('button', { name: de.accountCommon.save }).click();
  form = page.getByRole('form', { name: de.passwordChange.title });
  await expect(form.getByLabel(de.passwordChange.password)).toHaveAccessibleDescription(/Das Passwort ist falsch/);
  await form.getByLabel(de.passwordChange.password).fill(password);
  await form.getByLabel(de.passwordChange.newPassword, { exact: false }).first().fill('Neues-Passwort-2');
  await form.getByLabel(de.passwordChange.newPasswordConfirm).fill('Neues-Passwort-2');
  await form.getByRole('button', { name: de.accountCommon.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Passwort wurde geändert.' })).toBeVisible();

  // The new credentials work.
  const login = await request.post(`${storeApi}/store-api/account/login`, {
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    data: { username: newEmail, password: 'Neues-Passwort-2' },
  });
  expect(login.status()).toBe(200);
});

test('addresses: wrong postal code, fix, edit, defaults, delete (German)', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!, 'Beat');
  await signIn(page, request, baseURL!, customer);
  await page.goto('/account/address');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('address-card')).toHaveCount(1);

  const form = () => page.getByRole('form', { name: /Neue Adresse|Adresse bearbeiten/ });
  await form().getByLabel(de.addressForm.firstName).fill('Beat');
  await form().getByLabel(de.addressForm.lastName).fill('Bergler');
  await form().getByLabel(de.addressForm.street).fill('Alpweg 7');
  await form().getByLabel(de.addressForm.zipcode).fill('12');
  await form().getByRole('textbox', { name: de.addressForm.city, exact: false }).fill('Grindelwald');
  await form().getByLabel(de.addressForm.state).selectOption({ label: 'Bern' });
  await form().getByRole('button', { name: de.addressForm.submitAdd }).click();
  await expect(form().getByLabel(de.addressForm.zipcode)).toHaveAccessibleDescription(/Postleitzahl hat nicht das richtige Format/);
  await expect(form().getByLabel(de.addressForm.street)).toHaveValue('Alpweg 7');
  await form().getByLabel(de.addressForm.zipcode).fill('3818');
  await form().getByRole('button', { name: de.addressForm.submitAdd }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Adresse wurde gespeichert.' })).toBeVisible();
  await expect(page.getByTestId('address-card')).toHaveCount(2);

  const alp = page.getByTestId('address-card').filter({ hasText: 'Alpweg 7' });
  await alp.getByRole('link', { name: /^Bearbeiten/ }).click();
  await expect(form().getByRole('heading')).toHaveText(de.addressForm.editTitle);
  await expect(form().getByLabel(de.addressForm.zipcode)).toHaveValue('3818');
  await form().getByLabel(de.addressForm.street).fill('Alpweg 9');
  await form().getByRole('button', { name: de.addressForm.submitEdit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Adresse wurde geändert.' })).toBeVisible();

  const nine = () => page.getByTestId('address-card').filter({ hasText: 'Alpweg 9' });
  await nine().getByRole('button', { name: de.addresses.setDefaultBilling }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Standard-Rechnungsadresse wurde geändert.' })).toBeVisible();
  await nine().getByRole('button', { name: de.addresses.setDefaultShipping }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Standard-Lieferadresse wurde geändert.' })).toBeVisible();
  await expect(nine()).toContainText(de.addresses.defaultBilling);
  await expect(nine()).toContainText(de.addresses.defaultShipping);

  // A default address cannot be deleted: Shopware's refusal is shown.
  await nine().getByRole('link', { name: /^Löschen/ }).click();
  await nine().getByRole('button', { name: de.addresses.confirmDeleteSubmit }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Eine Standardadresse kann nicht gelöscht werden' })).toBeVisible();

  // The other (former default) one can go.
  const old = page.getByTestId('address-card').filter({ hasText: 'Bahnhofstrasse 1' });
  await old.getByRole('link', { name: /^Löschen/ }).click();
  await expect(old.getByText(de.addresses.confirmDelete)).toBeVisible();
  await old.getByRole('button', { name: de.addresses.confirmDeleteSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: de.addresses.deleted })).toBeVisible();
  await expect(page.getByTestId('address-card')).toHaveCount(1);

  await page.goto('/account');
  await expect(page.getByRole('region', { name: de.overview.defaultBilling })).toContainText('Alpweg 9');
});

test('a logged-in customer orders and sees the order and its detail (English)', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!, 'Chris');
  await signIn(page, request, baseURL!, customer);
  await page.goto('/en/Food/Chocolate/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  // The side cart opens with the product.
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('spinbutton')).toHaveValue('1', { timeout: 15_000 });

  await page.goto('/en/checkout');
  await expect(page.getByText('We deliver to:')).toBeVisible();
  // Changing an address in the account keeps the way back to the checkout, also after saving.
  await page.getByRole('link', { name: 'Change addresses in your account' }).click();
  await expect(page).toHaveURL(/\/en\/account\/address\?from=checkout$/);
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await page.getByRole('form', { name: en.addressForm.editTitle }).getByRole('button', { name: en.addressForm.submitEdit }).click();
  await expect(page.getByRole('status').filter({ hasText: en.addresses.updated })).toBeVisible();
  await page.getByRole('link', { name: en.addresses.backToCheckout }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByText('We deliver to:')).toBeVisible();
  await orderByInvoice(page, englishOrder);
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d+$/);

  await page.goto('/en/account/order');
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Unpaid');
  await expect(row).toContainText('Invoice');
  await expect(row).toContainText(/CHF/);
  await row.getByRole('link', { name: `Details of order ${orderNumber}` }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(`Order ${orderNumber}`);
  await expect(detail).toContainText('Shipping costs');
  await expect(detail.getByRole('region', { name: en.orderDetail.billingAddress })).toContainText('Bahnhofstrasse 1');
  // "Pay now" goes through the checkout's payment flow (invoice: straight to the order's confirmation).
  await detail.getByRole('button', { name: en.orderDetail.payNow }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/success\/[0-9a-f]{32}/);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);

  await page.goto('/en/account');
  await expect(page.getByRole('region', { name: en.overview.latestOrders })).toContainText(orderNumber);

  await page.goto('/en/account/order?order=ffffffffffffffffffffffffffffffff');
  await expect(page.getByRole('alert')).toHaveText(en.accountMessages.orderNotFound);
});

test('the default payment method is changed (French)', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, baseURL!, 'Dominique');
  await signIn(page, request, baseURL!, customer);
  await page.goto('/fr/account/payment');
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: /^Paiement anticipé/ }).check();
  await page.getByRole('button', { name: fr.accountCommon.save }).click();
  await expect(page.getByRole('status').filter({ hasText: fr.paymentMethod.saved })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Paiement anticipé/ })).toBeChecked();
  await page.goto('/fr/account');
  await expect(page.getByRole('region', { name: fr.overview.paymentMethod })).toContainText('Paiement anticipé');

  // An unknown id: the message that the selected payment method does not exist.
  const status = await page.evaluate(async () => {
    const body = new URLSearchParams({ intent: 'payment-method', paymentMethodId: 'ffffffffffffffffffffffffffffffff' });
    const response = await fetch('/fr/account/payment', { method: 'POST', body });
    return { status: response.status, text: await response.text() };
  });
  expect(status.status).toBe(400);
  expect(status.text).toContain(fr.accountMessages.paymentMethodNotFound);
});
