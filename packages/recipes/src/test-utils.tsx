import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import type { Recipe } from './recipe';
import { recipesTexts } from './texts';

export function renderWithI18n(ui: ReactElement, language: LanguageCode = 'de') {
  const i18n = createI18n({ language, namespaces: { recipes: recipesTexts, ui: uiTexts } });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** axe on the rendered markup; colour contrast cannot be computed in jsdom. */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

export const GRUYERE_ID = '0123456789abcdef0123456789abcd01';
export const WINE_ID = '0123456789abcdef0123456789abcd02';

/** A recipe as the Store API sends it (German context). */
export const fondue: Recipe = {
  apiAlias: 'gipfel_recipe',
  id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  slug: 'kaesefondue-moitie-moitie',
  name: 'Käsefondue moitié-moitié',
  teaser: 'Der Klassiker mit Greyerzer und Vacherin Fribourgeois.',
  servings: 4,
  cookTimeMinutes: 95,
  difficulty: 'medium',
  media: {
    url: '/media/recipes/fondue.svg',
    alt: 'Fondue im Caquelon',
    width: 1200,
    height: 900,
    thumbnails: [
      { url: '/media/recipes/fondue-400.svg', width: 400, height: 300 },
      { url: '/media/recipes/fondue-800.svg', width: 800, height: 600 },
    ],
  },
  tags: [
    { slug: 'vegetarian', name: 'Vegetarisch' },
    { slug: 'swiss', name: 'Schweizer Küche' },
  ],
  ingredients: [
    { id: 'i1', amount: 400, unit: 'g', name: 'Greyerzer, gerieben', productId: GRUYERE_ID },
    { id: 'i2', amount: 2, unit: 'clove', name: 'Knoblauch', productId: null },
    { id: 'i3', amount: 3, unit: 'cl', name: 'Kirsch', productId: null },
    { id: 'i4', amount: 300, unit: 'ml', name: 'Weisswein', productId: WINE_ID },
    { id: 'i5', unit: 'some', name: 'Pfeffer', productId: null },
    { id: 'i6', amount: 1, unit: 'teaspoon', name: 'Maisstärke', productId: null },
  ],
  steps: ['Caquelon mit Knoblauch ausreiben.', 'Wein und Käse langsam erwärmen.', 'Kirsch und Maisstärke einrühren.'],
  nutrition: {
    energy: { value: 620, unit: 'kcal' },
    fat: { value: 38.5, unit: 'g' },
    carbohydrates: { value: 12, unit: 'g' },
    protein: { value: 41, unit: 'g' },
    salt: { value: 2.1, unit: 'g' },
    cholesterol: { value: 120, unit: 'mg' },
  },
};
