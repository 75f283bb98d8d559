import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminHeaders } from './support/credentials';
import { serviceFormTexts, storefrontPageTexts } from './support/texts';

// Contact, repair request, return and warranty forms with the basic image captcha (docs/decisions/0014-service-forms-routes-and-captcha.md).
const storeApi = `http://127.0.0.1:${process.env.E2E_STORE_API_PORT ?? 8788}`;

// The forms' labels and buttons, as the shopper reads them, from the forms' text tables.
const de = serviceFormTexts('de');
const en = serviceFormTexts('en');
const fr = serviceFormTexts('fr');

// Each test gets its own client IP (the storefront forwards X-Forwarded-For here), so the
// contact form's rate limit (5 per minute and IP) counts per test.
let ipCounter = 0;
async function ownClientIp(page: Page) {
  ipCounter += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.${(Date.now() >> 8) % 250}.${(ipCounter % 250) + 1}` });
}

/** Waits for the captcha image and reads its answer from the local Store API (loopback only). */
async function captchaSolution(page: Page, request: APIRequestContext): Promise<string> {
  const image = page.getByRole('main').locator('img[src^="/api/captcha"]');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'gipfel_captcha');
  expect(cookie, 'captcha cookie').toBeDefined();
  const answer = await request.get(`${storeApi}/_captcha/${cookie!.value}`, { headers: adminHeaders });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { solution: string }).solution;
}

type Mail = { type: string; to: string; replyTo?: string; subject: string; text: string; language: string; data: Record<string, unknown> };
async function mailFrom(request: APIRequestContext, email: string): Promise<Mail | undefined> {
  const outbox = (await (await request.get(`${storeApi}/_outbox?type=contact_form&limit=500`, { headers: adminHeaders })).json()) as { elements: Mail[] };
  return outbox.elements.find((mail) => mail.replyTo === email);
}

/** Submits with a button and waits for the answer page (a full page load: the form is a plain form). */
async function submit(page: Page, name: string) {
  const loaded = page.waitForEvent('domcontentloaded');
  await page.getByRole('main').getByRole('button', { name }).click();
  await loaded;
}

// With JavaScript every submit first solves the captcha's proof of work (decision 0048): the
// tests that send a form several times need more than the default minute on a busy machine.
test.beforeEach(() => {
  test.slow();
});

const pixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact form (German): bad input is kept and explained, then the message reaches the outbox', async ({ page, request }) => {
    await ownClientIp(page);
    const email = `kontakt-${Date.now()}@example.ch`;
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: de.kinds.contact.title })).toBeVisible();

    // Bad input: no salutation, a broken address, nothing typed for the captcha.
    await main.getByLabel(de.firstName).fill('Heidi');
    await main.getByLabel(de.lastName).fill('Muster');
    await main.getByLabel(de.email).fill('heidi(at)example.ch');
    await main.getByLabel(de.subject).fill('Frage zum Raclette');
    await main.getByLabel(de.comment).fill('Wie viel Käse pro Person?');
    await submit(page, de.kinds.contact.submit);

    const summary = main.getByRole('alert');
    await expect(summary).toContainText('Bitte korrigieren Sie 3 Eingaben');
    await expect(summary).toContainText('Anrede: Dieses Feld ist ein Pflichtfeld.');
    await expect(summary).toContainText('E-Mail-Adresse: Bitte eine gültige E-Mail-Adresse eingeben.');
    await expect(summary).toContainText('Zeichen im Bild: Dieses Feld ist ein Pflichtfeld.');
    await expect(main.getByLabel(de.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel(de.firstName)).toHaveValue('Heidi');
    await expect(main.getByLabel(de.comment)).toHaveValue('Wie viel Käse pro Person?');

    // Without JavaScript, "New image" posts the form and brings it back with a new image.
    const firstImage = await main.locator('img[src^="/api/captcha"]').getAttribute('src');
    await submit(page, de.newImage);
    await expect(main.locator('img[src^="/api/captcha"]')).not.toHaveAttribute('src', firstImage!);
    await expect(main.getByLabel(de.firstName)).toHaveValue('Heidi');
    await expect(main.getByRole('alert')).toHaveCount(0);

    // Good input.
    await main.getByLabel(de.salutation).selectOption('mrs');
    await main.getByLabel(de.email).fill(email);
    await main.getByLabel(de.captcha).fill(await captchaSolution(page, request));
    await submit(page, de.kinds.contact.submit);
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(main.getByRole('status')).toHaveText('Vielen Dank! Ihre Nachricht ist bei uns eingegangen. Wir melden uns bei Ihnen.');

    const mail = await mailFrom(request, email);
    expect(mail).toMatchObject({ subject: '[Kontaktformular] Frage zum Raclette', language: 'de' });
    expect(mail!.text).toContain('Wie viel Käse pro Person?');
  });

  // Without JavaScript there is no proof of work: the image alone lets the form through, within
  // the Store API's budget of such answers per client (decision 0048).
  for (const { language, labels } of [
    { language: 'en', labels: { salutation: en.salutation, first: en.firstName, last: en.lastName, email: en.email, subject: en.subject, message: en.comment, captcha: en.captcha, send: en.kinds.contact.submit, sent: 'Thank you' } },
    { language: 'fr', labels: { salutation: fr.salutation, first: fr.firstName, last: fr.lastName, email: fr.email, subject: fr.subject, message: fr.comment, captcha: fr.captcha, send: fr.kinds.contact.submit, sent: 'Merci' } },
  ]) {
    test(`contact form (${language}) is sent without JavaScript, with no proof of work`, async ({ page, request }) => {
      await ownClientIp(page);
      const email = `nojs-${language}-${Date.now()}@example.ch`;
      await page.goto(`/${language}/contact`);
      const main = page.getByRole('main');
      await main.getByLabel(new RegExp(`^${labels.salutation}`)).selectOption('mrs');
      await main.getByLabel(new RegExp(`^${labels.first}`)).fill('Heidi');
      await main.getByLabel(new RegExp(`^${labels.last}`)).fill('Muster');
      await main.getByLabel(new RegExp(`^${labels.email}`)).fill(email);
      await main.getByLabel(new RegExp(`^${labels.subject}`)).fill('Raclette');
      await main.getByLabel(new RegExp(`^${labels.message}`)).fill('Combien de fromage ?');
      await main.getByLabel(new RegExp(`^${labels.captcha}`)).fill(await captchaSolution(page, request));
      const posted = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().includes(`/${language}/contact`));
      await submit(page, labels.send);
      expect((await posted).postDataBuffer()?.toString('latin1')).toMatch(/name="captchaProof"\r\n\r\n\r\n/);
      await expect(page).toHaveURL(new RegExp(`/${language}/contact\\?sent=1$`));
      await expect(main.getByRole('status')).toContainText(labels.sent);
      expect(await mailFrom(request, email)).toMatchObject({ language });
    });
  }
});

test('repair request (English): wrong file type and too large a photo, then a good photo', async ({ page, request }) => {
  await ownClientIp(page);
  const email = `repair-${Date.now()}@example.ch`;
  await page.goto('/en/repair-request');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await main.getByLabel(en.salutation).selectOption('mr');
  await main.getByLabel(en.firstName).fill('Ueli');
  await main.getByLabel(en.lastName).fill('Meier');
  await main.getByLabel(en.email).fill(email);
  await main.getByLabel(en.itemName).fill('Fondue caquelon');
  await main.getByLabel(en.problemDescription).fill('The enamel has cracked.');
  await main.getByLabel(en.subject).fill('Cracked caquelon');
  await main.getByLabel(en.comment).fill('Can it be repaired?');
  const photo = main.getByLabel(en.photo);
  await expect(photo).toHaveAccessibleDescription(/Allowed file types: JPG, PNG, WebP\. Maximum file size 5 MB\./);

  // A PDF is not a photo.
  await photo.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 receipt') });
  await main.getByLabel(en.captcha).fill(await captchaSolution(page, request));
  await submit(page, en.kinds.repair.submit);
  await expect(main.getByRole('alert')).toContainText('Photo of the defect: This file type is not allowed. Allowed are: JPG, PNG, WebP.');
  await expect(photo).toHaveAccessibleDescription(/please choose the photo again/);
  await expect(main.getByLabel(en.itemName)).toHaveValue('Fondue caquelon');

  // Six megabytes are too many.
  await photo.setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]) });
  await main.getByLabel(en.captcha).fill(await captchaSolution(page, request));
  await submit(page, en.kinds.repair.submit);
  await expect(main.getByRole('alert')).toContainText('Photo of the defect: The file may be no larger than 5 MB.');

  // A real photo.
  await photo.setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: pixelPng });
  await main.getByLabel(en.captcha).fill(await captchaSolution(page, request));
  await submit(page, en.kinds.repair.submit);
  await expect(main.getByRole('status')).toContainText('Your repair request has reached us');

  const mail = await mailFrom(request, email);
  expect(mail).toMatchObject({ subject: '[Repair request] Cracked caquelon', language: 'en' });
  expect(mail!.data).toMatchObject({ formType: 'repair', itemName: 'Fondue caquelon', uploads: [{ fileName: 'crack.png', mimeType: 'image/png', size: pixelPng.length }] });
});

test('return (French): missing order and a wrong captcha, then the return is registered', async ({ page, request }) => {
  await ownClientIp(page);
  const email = `retour-${Date.now()}@example.ch`;
  await page.goto('/fr/return');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: fr.kinds.return.title })).toBeVisible();
  await main.getByLabel(fr.salutation).selectOption('mrs');
  await main.getByLabel(fr.firstName).fill('Anne');
  await main.getByLabel(new RegExp(`^${fr.lastName}`)).fill('Favre');
  await main.getByLabel(fr.email).fill(email);
  await main.getByLabel(fr.itemNumbers).fill('GIP-1001, GIP-1002');
  await main.getByLabel(fr.quantity).fill('2');
  await main.getByLabel(fr.returnLabelRequested).check();
  await main.getByLabel(fr.subject).fill('Retour de deux articles');
  await main.getByLabel(fr.reason).fill('Mauvaise taille.');
  await main.getByLabel(fr.captcha).fill('AAAAA');
  await submit(page, fr.kinds.return.submit);
  await expect(main.getByRole('alert')).toContainText('Numéro de commande de la boutique en ligne: Ce champ est obligatoire.');
  await expect(main.getByLabel(fr.returnLabelRequested)).toBeChecked();

  // The order number is there now, the captcha is wrong: the Store API says so.
  await main.getByLabel(fr.orderNumber).fill('10001');
  await main.getByLabel(fr.captcha).fill('AAAAA');
  await submit(page, fr.kinds.return.submit);
  await expect(main.getByRole('alert')).toContainText('Caractères de l’image: La valeur doit correspondre au captcha.');
  await expect(main.getByLabel(fr.captcha)).toHaveValue('');
  await expect(main.getByLabel(fr.orderNumber)).toHaveValue('10001');

  await main.getByLabel(fr.captcha).fill(await captchaSolution(page, request));
  await submit(page, fr.kinds.return.submit);
  await expect(main.getByRole('status')).toContainText('Merci ! Votre retour est annoncé.');
  const mail = await mailFrom(request, email);
  expect(mail).toMatchObject({ language: 'fr' });
  expect(mail!.data).toMatchObject({ formType: 'return', orderNumber: '10001', itemNumbers: ['GIP-1001', 'GIP-1002'], quantity: 2, returnLabelRequested: true });
});

test('warranty claim (German): proof of purchase and price checked, then sent; new image on request', async ({ page, request }) => {
  await ownClientIp(page);
  const email = `garantie-${Date.now()}@example.ch`;
  await page.goto('/warranty');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');

  // "New image" loads another captcha in place.
  const image = main.locator('img[src^="/api/captcha"]');
  const before = await image.getAttribute('src');
  await main.getByRole('button', { name: de.newImage }).click();
  await expect(image).not.toHaveAttribute('src', before!);

  await main.getByLabel(de.salutation).selectOption('mr');
  await main.getByLabel(de.firstName).fill('Ueli');
  await main.getByLabel(de.lastName).fill('Meier');
  await main.getByLabel(de.email).fill(email);
  await main.getByLabel(de.invoiceNumber).fill('R2026-0042');
  await main.getByLabel(de.itemPrice).fill('neunzig');
  await main.getByLabel(de.itemName).fill('Raclette-Ofen');
  await main.getByLabel(de.problemDescription).fill('Heizt nicht mehr.');
  await main.getByLabel(de.subject).fill('Garantie Raclette-Ofen');
  await main.getByLabel(de.comment).fill('Bitte um Ersatz.');
  await main.getByLabel(de.captcha).fill(await captchaSolution(page, request));
  await submit(page, de.kinds.warranty.submit);
  const summary = main.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Kaufpreis in CHF: Bitte eine Dezimalzahl eingeben.');
  await expect(summary).toContainText('Ich habe einen Kaufbeleg (Rechnung oder Quittung).: Dieses Feld ist ein Pflichtfeld.');

  await main.getByLabel(de.itemPrice).fill('89.90');
  await main.getByLabel(de.proofOfPurchase).check();
  await main.getByLabel(de.captcha).fill(await captchaSolution(page, request));
  await submit(page, de.kinds.warranty.submit);
  await expect(main.getByRole('status')).toContainText('Ihre Garantieanfrage ist bei uns eingegangen');
  const mail = await mailFrom(request, email);
  expect(mail).toMatchObject({ subject: '[Garantieanfrage] Garantie Raclette-Ofen', language: 'de' });
  expect(mail!.data).toMatchObject({ formType: 'warranty', invoiceNumber: 'R2026-0042', itemPrice: 89.9, proofOfPurchase: true });
});

test('with JavaScript the contact form (German) solves its captcha’s proof of work and posts it with the answer (decision 0048)', async ({ page, request }) => {
  await ownClientIp(page);
  const email = `beweis-${Date.now()}@example.ch`;
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await main.getByLabel(de.salutation).selectOption('mr');
  await main.getByLabel(de.firstName).fill('Ueli');
  await main.getByLabel(de.lastName).fill('Meier');
  await main.getByLabel(de.email).fill(email);
  await main.getByLabel(de.subject).fill('Beweis');
  await main.getByLabel(de.comment).fill('Mit JavaScript.');
  await main.getByLabel(de.captcha).fill(await captchaSolution(page, request));
  const posted = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/contact');
  await submit(page, de.kinds.contact.submit);
  const proof = /name="captchaProof"\r\n\r\n([A-Za-z0-9+/=]+)\r\n/.exec((await posted).postData() ?? '')?.[1];
  expect(proof, 'a proof of work was posted').toBeDefined();
  expect(JSON.parse(Buffer.from(proof!, 'base64').toString())).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number), salt: expect.any(String) });
  await expect(main.getByRole('status')).toContainText('Ihre Nachricht ist bei uns eingegangen');
  expect(await mailFrom(request, email)).toMatchObject({ language: 'de' });
});

test('the captcha image is a PNG: pixels only, nothing a parser could read', async ({ request }) => {
  const first = await request.get('/api/captcha');
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/png');
  expect(first.headers()['cache-control']).toBe('private, no-store');
  expect(first.headers()['set-cookie']).toMatch(/^gipfel_captcha=[A-Za-z0-9]+;/);
  const png = await first.body();
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 64]);
  expect(png.toString('latin1')).not.toMatch(/<svg|<path|transform=/);
  const second = await (await request.get('/api/captcha')).body();
  expect(Buffer.compare(png, second)).not.toBe(0);
});

test('new captcha images are limited per client: 429 with the wait in the form’s language', async ({ request }) => {
  // The e2e servers allow 100 per 10 minutes (playwright.config.ts; 60 by default).
  const client = { 'x-forwarded-for': `203.0.113.${(Date.now() >> 10) % 250}` };
  for (let batch = 0; batch < 10; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => request.get('/api/captcha?lang=fr', { headers: client })));
    for (const answer of answers) expect(answer.status()).toBe(200);
  }
  const refused = await request.get('/api/captcha?lang=fr', { headers: client });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused.text()).toMatch(/^Trop de requêtes\. Veuillez patienter \d+ secondes\.$/);
  // Another client still gets its image.
  expect((await request.get('/api/captcha?lang=fr', { headers: { 'x-forwarded-for': '203.0.113.251' } })).status()).toBe(200);
});

// Without JavaScript, so that the six tries fall within the minute the limit counts (with it,
// each try first solves a proof of work, which a busy machine can stretch past the minute).
test.describe('without JavaScript, too often', () => {
  test.use({ javaScriptEnabled: false });

  test('too many requests from one client say how long to wait; the footer links the contact form', async ({ page }) => {
    await ownClientIp(page);
    await page.goto('/en/');
    await page.getByRole('contentinfo').getByRole('link', { name: storefrontPageTexts('en').footer.contactForm }).click();
    await expect(page).toHaveURL(/\/en\/contact$/, { timeout: 15_000 });
    const main = page.getByRole('main');
    await main.getByLabel(en.salutation).selectOption('mrs');
    await main.getByLabel(en.firstName).fill('Heidi');
    await main.getByLabel(en.lastName).fill('Muster');
    await main.getByLabel(en.email).fill('heidi@example.ch');
    await main.getByLabel(en.subject).fill('Hello');
    await main.getByLabel(en.comment).fill('Hello again');
    // Five wrong captchas use up the minute's budget; the sixth try is refused.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await main.getByLabel(en.captcha).fill('WRONG');
      await submit(page, en.kinds.contact.submit);
      if (attempt < 6) await expect(main.getByRole('alert').filter({ hasText: 'The value must equal the captcha.' })).toBeVisible();
    }
    await expect(main.getByRole('alert').filter({ hasText: /Too many requests\. Please wait \d+ seconds/ })).toBeVisible();
    await expect(main.getByLabel(en.comment)).toHaveValue('Hello again');
  });
});

