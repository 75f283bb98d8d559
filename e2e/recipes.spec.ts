import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

/** The cheese fondue of the demo shop in each language (decision 0016: `/recipes/{slug}`). */
const fondue = {
  de: {
    prefix: '',
    slug: 'kaesefondue-moitie-moitie',
    name: 'Käsefondue moitié-moitié',
    nav: 'Hauptnavigation',
    recipes: 'Rezepte',
    tag: 'Käse',
    difficulty: 'Mittel',
    maxTime: 'Zubereitungszeit',
    apply: 'Filter anwenden',
    servings: 'Portionen',
    ingredients: 'Zutaten',
    garlicOne: '1 Zehe Knoblauch, halbiert',
    garlicTwo: '2 Zehen Knoblauch, halbiert',
    wine8: '600 ml Weisswein',
    submitCart: 'Ausgewählte in den Warenkorb',
    added: /Produkte wurden in den Warenkorb gelegt/,
    cart: 'Warenkorb',
    cartHeading: 'Warenkorb',
    print: 'Rezept drucken',
    printButton: 'Drucken',
    back: 'Zurück zum Rezept',
    language: 'Deutsch',
    invalid: 'Bitte geben Sie eine ganze Zahl zwischen 1 und 99 ein.',
    badQuantity: /^Bitte geben Sie für .+ eine Menge zwischen 1 und 99 ein\.$/,
    notFound: 'Diese Seite haben wir leider nicht gefunden.',
  },
  en: {
    prefix: '/en',
    slug: 'cheese-fondue-half-and-half',
    name: 'Cheese fondue half and half',
    nav: 'Main navigation',
    recipes: 'Recipes',
    tag: 'Cheese',
    difficulty: 'Medium',
    maxTime: 'Cooking time',
    apply: 'Apply filters',
    servings: 'Servings',
    ingredients: 'Ingredients',
    garlicOne: '1 clove garlic, halved',
    garlicTwo: '2 cloves garlic, halved',
    wine8: '600 ml dry white wine',
    submitCart: 'Add selected to cart',
    added: /products were added to your cart/,
    cart: 'Cart',
    cartHeading: 'Shopping cart',
    print: 'Print recipe',
    printButton: 'Print',
    back: 'Back to the recipe',
    language: 'English',
    invalid: 'Please enter a whole number between 1 and 99.',
    badQuantity: /^Please enter a quantity between 1 and 99 for .+\.$/,
    notFound: /not find|not found/i,
  },
  fr: {
    prefix: '/fr',
    slug: 'fondue-moitie-moitie',
    name: 'Fondue moitié-moitié',
    nav: 'Navigation principale',
    recipes: 'Recettes',
    tag: 'Fromage',
    difficulty: 'Moyen',
    maxTime: 'Temps de préparation',
    apply: 'Appliquer les filtres',
    servings: 'Portions',
    ingredients: 'Ingrédients',
    garlicOne: '1 gousse d’ail, coupé en deux',
    garlicTwo: '2 gousses d’ail, coupé en deux',
    wine8: '600 ml de vin blanc sec',
    submitCart: 'Ajouter la sélection au panier',
    added: /produits ont été ajoutés au panier/,
    cart: 'Panier',
    cartHeading: 'Panier',
    print: 'Imprimer la recette',
    printButton: 'Imprimer',
    back: 'Retour à la recette',
    language: 'Français',
    invalid: 'Veuillez saisir un nombre entier entre 1 et 99.',
    badQuantity: /^Veuillez saisir une quantité entre 1 et 99 pour .+\.$/,
    notFound: /introuvable|pas trouvé/i,
  },
} as const;

type Language = keyof typeof fondue;
const languages: Language[] = ['de', 'en', 'fr'];
const ingredientsList = (page: Page, language: Language) => page.getByRole('region', { name: fondue[language].ingredients, exact: true }).getByRole('list');

for (const language of languages) {
  const l = fondue[language];
  const listingPath = `${l.prefix}/recipes`;
  const recipePath = `${l.prefix}/recipes/${l.slug}`;

  test.describe(`recipes (${language})`, () => {
    test('the navigation leads to the listing; tag, difficulty and time filter it; a recipe opens', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await page.getByRole('navigation', { name: l.nav }).getByRole('link', { name: l.recipes, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.recipes);
      const all = await page.getByRole('list', { name: l.recipes }).getByRole('listitem').count();
      expect(all).toBeGreaterThan(1);
      await page.waitForLoadState('networkidle');

      const filters = page.locator('form[method="get"]').filter({ has: page.getByRole('button', { name: l.apply }) });
      await filters.getByRole('checkbox', { name: new RegExp(`^${l.tag}`) }).check();
      await filters.getByRole('checkbox', { name: new RegExp(`^${l.difficulty}`) }).check();
      await filters.getByRole('combobox', { name: l.maxTime }).selectOption('30');
      await filters.getByRole('button', { name: l.apply }).click();
      await expect(page).toHaveURL(/tag=cheese/);
      await expect(page).toHaveURL(/difficulty=medium/);
      await expect(page).toHaveURL(/maxTime=30/);
      const cards = page.getByRole('list', { name: l.recipes }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeLessThan(all);
      // Every card shown matches: medium difficulty.
      for (const card of await cards.all()) await expect(card).toContainText(l.difficulty);

      await page.getByRole('link', { name: l.name }).click();
      await expect(page).toHaveURL(recipePath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.name);
      await expect(page.getByRole('table')).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });

    test('the scaler changes amounts at once, units switching between singular and plural', async ({ page }) => {
      await page.goto(recipePath);
      await page.waitForLoadState('networkidle');
      await expect(ingredientsList(page, language)).toContainText(l.garlicOne);
      const input = page.getByRole('spinbutton', { name: l.servings, exact: true });
      await input.fill('8');
      await expect(ingredientsList(page, language)).toContainText(l.garlicTwo);
      await expect(ingredientsList(page, language)).toContainText(l.wine8);
      await input.fill('150');
      await expect(page.getByRole('alert')).toHaveText(l.invalid);
      await expect(ingredientsList(page, language)).toContainText(l.garlicTwo);
    });

    test('ingredients go to the cart in one go, with a confirmation', async ({ page }) => {
      await page.goto(recipePath);
      const form = page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: l.submitCart }) });
      const chosen = await form.getByRole('checkbox').count();
      expect(chosen).toBeGreaterThan(1);
      await form.getByRole('button', { name: l.submitCart }).click();
      await expect(page).toHaveURL(new RegExp(`${recipePath}\\?added=${chosen}$`));
      await expect(page.getByText(l.added)).toBeVisible();
      await expect(page.getByTestId('header-cart')).toHaveAccessibleName(new RegExp(`${chosen}`));
      await page.goto(`${l.prefix}/checkout/cart`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.cartHeading);
      await expect(page.getByRole('spinbutton')).toHaveCount(chosen);
    });

    test('the print view has no navigation and fits A4 on paper', async ({ page }, testInfo) => {
      await page.addInitScript(() => {
        (window as unknown as { printCalls: number }).printCalls = 0;
        window.print = () => {
          (window as unknown as { printCalls: number }).printCalls += 1;
        };
      });
      await page.goto(recipePath);
      await page.getByRole('link', { name: l.print }).click();
      await expect(page).toHaveURL(new RegExp(`${recipePath}/print`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.name);
      await page.waitForLoadState('networkidle');
      // Opened once automatically, and the URL no longer asks for it.
      await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
      await expect(page).not.toHaveURL(/autoprint/);
      await page.getByRole('button', { name: l.printButton, exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(2);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: l.printButton, exact: true })).toBeHidden();
      await expect(page.getByRole('link', { name: l.back })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // A4 is 210 mm wide, less 2 × 15 mm margins: 180 mm ≈ 680 CSS px.
      const width = await page.locator('article').first().evaluate((element) => element.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(0);
      await page.setViewportSize({ width: 680, height: 1000 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(680);
      await testInfo.attach(`print-${language}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pdf.byteLength).toBeGreaterThan(1000);
    });

    test('the language switch stays on the same recipe', async ({ page }) => {
      await page.goto(recipePath);
      for (const other of languages.filter((x) => x !== language)) {
        const target = fondue[other];
        await page.goto(recipePath);
        const alternate = page.locator(`link[rel="alternate"][hreflang="${other === 'de' ? 'de-DE' : other === 'en' ? 'en-GB' : 'fr-CH'}"]`);
        await expect(alternate).toHaveAttribute('href', new RegExp(`${target.prefix}/recipes/${target.slug}$`));
        await page.getByRole('link', { name: target.language }).click();
        await expect(page).toHaveURL(new RegExp(`${target.prefix}/recipes/${target.slug}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
      }
      await page.goto(recipePath);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${recipePath}$`));
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: l.name });
    });

    test('an unknown recipe is the 404 page', async ({ page }) => {
      const response = await page.goto(`${l.prefix}/recipes/no-such-recipe-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(l.notFound).first()).toBeVisible();
      const print = await page.goto(`${l.prefix}/recipes/no-such-recipe-here/print`);
      expect(print?.status()).toBe(404);
    });
  });

  test.describe(`recipes without JavaScript (${language})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the filter form and the servings scaler work as plain GET forms', async ({ page }) => {
      await page.goto(listingPath);
      const filters = page.locator('form[method="get"]').filter({ has: page.getByRole('button', { name: l.apply }) });
      await filters.getByRole('checkbox', { name: new RegExp(`^${l.tag}`) }).check();
      await filters.getByRole('checkbox', { name: new RegExp(`^${l.difficulty}`) }).check();
      await filters.getByRole('button', { name: l.apply }).click();
      await expect(page).toHaveURL(/tag=cheese&difficulty=medium/);
      await expect(filters.getByRole('checkbox', { name: new RegExp(`^${l.tag}`) })).toBeChecked();
      await page.getByRole('link', { name: l.name }).click();

      await page.getByRole('spinbutton', { name: l.servings, exact: true }).fill('8');
      await page.getByRole('spinbutton', { name: l.servings, exact: true }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${recipePath}\\?servings=8$`));
      await expect(ingredientsList(page, language)).toContainText(l.garlicTwo);

      await page.goto(`${recipePath}?servings=abc`);
      await expect(page.getByRole('alert')).toHaveText(l.invalid);
      await expect(page.getByRole('spinbutton', { name: l.servings, exact: true })).toHaveValue('');
      await expect(ingredientsList(page, language)).toContainText(l.garlicOne);
    });

    test('a bad quantity in ingredients to cart gets a translated message and keeps the selection', async ({ page }) => {
      await page.goto(recipePath);
      const form = page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: l.submitCart }) });
      const boxes = form.getByRole('checkbox');
      expect(await boxes.count()).toBeGreaterThan(1);
      await boxes.first().uncheck();
      await form.getByRole('spinbutton').nth(1).fill('0');
      await form.getByRole('button', { name: l.submitCart }).click();
      await expect(page.getByRole('alert')).toHaveText(l.badQuantity);
      await expect(form.getByRole('checkbox').first()).not.toBeChecked();
      await expect(form.getByRole('checkbox').nth(1)).toBeChecked();
      await expect(form.getByRole('spinbutton').nth(1)).toHaveValue('0');
      await expect(form.getByRole('spinbutton').nth(1)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('header-cart')).toHaveAccessibleName(l.cart);
    });
  });
}
