import { expect, test } from './support/test';
import { adminHeaders } from './support/credentials';

const storeApi = `http://127.0.0.1:${process.env.E2E_STORE_API_PORT ?? 8788}`;

test('newsletter signup from the footer with double opt-in (French)', async ({ page, request }) => {
  const email = `fondue-${Date.now()}@example.ch`;
  await page.goto('/fr/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Adresse e-mail').fill(email);
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/fr\/newsletter-subscribe$/);
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('Presque terminé');

  // The local Store API's outbox holds the opt-in mail with its link.
  const outbox = (await (await request.get(`${storeApi}/_outbox?to=${encodeURIComponent(email)}`, { headers: adminHeaders })).json()) as { elements: { text?: string; body?: string; links?: string[] }[] };
  const mail = outbox.elements[0];
  expect(mail).toBeDefined();
  const link = (mail!.links ?? []).find((l) => l.includes('/newsletter-subscribe?')) ?? /https?:\/\/\S+newsletter-subscribe\?\S+/.exec(mail!.text ?? mail!.body ?? '')?.[0];
  expect(link).toContain('/fr/newsletter-subscribe?em=');
  await page.goto(link!);
  await expect(page.getByText('Merci ! Votre inscription à la newsletter est confirmée.')).toBeVisible();

  await page.goto(link!.replace(/hash=[^&]+/, 'hash=0000000000000000000000000000dead'));
  await expect(page.getByText(/Ce lien de confirmation n’est pas valable/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong address gets the translated message and is kept (German)', async ({ page }) => {
    await page.goto('/newsletter-subscribe');
    const main = page.getByRole('main');
    await main.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    await expect(main.getByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeVisible();
    await expect(main.getByLabel('E-Mail-Adresse')).toHaveValue('kein-at-zeichen');
  });
});
