import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

const homes = [
  { path: '/', lang: 'de-DE', title: 'Willkommen bei Gipfel', heading: 'Unser Shop spricht Ihre Sprache' },
  { path: '/en/', lang: 'en-GB', title: 'Welcome to Gipfel', heading: 'Our shop speaks your language' },
  { path: '/fr/', lang: 'fr-CH', title: 'Bienvenue chez Gipfel', heading: 'Notre boutique parle votre langue' },
];

for (const home of homes) {
  test(`home page in ${home.lang} shows the shop's languages from the Store API`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    const languages = page.getByRole('region', { name: home.heading });
    // The names come from the Store API's /language, not from the storefront's own texts.
    // The Swiss sales channel's four: German, English, French and Italian.
    await expect(languages.getByRole('listitem')).toHaveCount(4);
    await expect(languages).toContainText('Deutsch');
    await expect(languages).toContainText('English');
    await expect(languages).toContainText('Français');
    await expect(languages).toContainText('Italiano');

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, JSON.stringify(serious.map((v) => v.id))).toEqual([]);
  });
}

test('the home of a language prefix gets its trailing slash', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto('/fr');
  await expect(page).toHaveURL(/\/fr\/$/);
});

test('an unknown language prefix and an unknown path answer 404 with the translated page', async ({ page }) => {
  const bad = await page.goto('/es');
  expect(bad?.status()).toBe(404);
  await expect(page.getByTestId('error-detail')).toHaveText('Page Not Found: /es');

  const missing = await page.goto('/fr/nowhere/at-all');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur 404');
  await expect(page.getByTestId('error-detail')).toHaveText('Page not found: /fr/nowhere/at-all');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
});

// Pages are mounted once with an optional language segment (decision 0034): a segment that is not
// a language of the shop is no page, for a read and for a form post.
test('a page path behind a segment that is no language answers 404', async ({ page, request }) => {
  for (const path of ['/es/search', '/de/login', '/Tee/contact', '/rm/recipes/fondue']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('error-detail')).toHaveText(`Page not found: ${path}`);
    // The 404 of the layout keeps the shell: the header's navigation is there (not on the reduced sign-in layout).
    if (path !== '/de/login') await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Lebensmittel', { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fehler 404');
  const post = await request.post('/es/login', { form: { email: 'a@example.com', password: 'x' }, maxRedirects: 0 });
  expect(post.status()).toBe(404);
  // The same pages under the shop's own prefixes are there.
  for (const path of ['/en/search', '/fr/login', '/contact']) expect((await request.get(path)).status(), path).toBe(200);
});
