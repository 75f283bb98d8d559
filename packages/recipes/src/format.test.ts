import { describe, expect, it } from 'vitest';
import { createI18n, extendNamespaces, languageTexts } from '@gipfel/i18n';
import {
  cookTimeToIsoDuration,
  formatAmount,
  formatCookTime,
  formatIngredient,
  getDifficultyLabel,
  getNutritionLabel,
} from './format';
import { nutritionKeys } from './recipe';
import { recipesTexts } from './texts';

describe('formatCookTime', () => {
  it('writes with the text runtime\'s texts when given `t` (a host\'s language or override)', () => {
    const namespaces = extendNamespaces({ recipes: recipesTexts }, languageTexts('it', { recipes: { cookTime: { hours: '{{count}} ore', minutes: '{{count}} minuti' } } }));
    const t = createI18n({ language: 'it', namespaces, defaultLanguage: 'de' }).getFixedT('it', 'recipes');
    expect(formatCookTime(90, 'it', t)).toBe('1 ore 30 minuti');
    expect(formatCookTime(45, 'it', t)).toBe('45 minuti');
    expect(formatCookTime(90, 'it')).toBe('1 Std. 30 Min.');
  });

  it('writes hours and minutes in each language', () => {
    expect(formatCookTime(90, 'de')).toBe('1 Std. 30 Min.');
    expect(formatCookTime(90, 'en')).toBe('1 h 30 min');
    expect(formatCookTime(90, 'fr')).toBe('1 h 30 min');
    expect(formatCookTime(45, 'de')).toBe('45 Min.');
    expect(formatCookTime(120, 'de')).toBe('2 Std.');
    expect(formatCookTime(0, 'en')).toBe('0 min');
    expect(formatCookTime(59.6, 'en')).toBe('1 h');
  });

  it('refuses negative and non-finite times', () => {
    expect(() => formatCookTime(-1, 'de')).toThrow(RangeError);
    expect(() => formatCookTime(Number.NaN, 'de')).toThrow(RangeError);
  });

  it('gives an ISO duration for <time>', () => {
    expect(cookTimeToIsoDuration(90)).toBe('PT1H30M');
    expect(cookTimeToIsoDuration(120)).toBe('PT2H');
    expect(cookTimeToIsoDuration(0)).toBe('PT0M');
  });
});

describe('formatIngredient', () => {
  it('uses singular and plural unit forms', () => {
    expect(formatIngredient({ amount: 1, unit: 'clove', name: 'Knoblauch' }, 'de')).toBe('1 Zehe Knoblauch');
    expect(formatIngredient({ amount: 2, unit: 'clove', name: 'Knoblauch' }, 'de')).toBe('2 Zehen Knoblauch');
    expect(formatIngredient({ amount: 1, unit: 'leaf', name: 'gelatine' }, 'en')).toBe('1 leaf gelatine');
    expect(formatIngredient({ amount: 3, unit: 'leaf', name: 'gelatine' }, 'en')).toBe('3 leaves gelatine');
    expect(formatIngredient({ amount: 2, unit: 'pinch', name: 'salt' }, 'en')).toBe('2 pinches salt');
    expect(formatIngredient({ amount: 0.5, unit: 'cup', name: 'milk' }, 'en')).toBe('½ cup milk');
    expect(formatIngredient({ amount: 1.5, unit: 'cup', name: 'Milch' }, 'de')).toBe('1½ Tassen Milch');
  });

  it('joins unit and name with de / d’ in French and keeps 1½ singular there', () => {
    expect(formatIngredient({ amount: 200, unit: 'g', name: 'farine' }, 'fr')).toBe('200 g de farine');
    expect(formatIngredient({ amount: 2, unit: 'clove', name: 'ail' }, 'fr')).toBe('2 gousses d’ail');
    expect(formatIngredient({ amount: 1.5, unit: 'cup', name: 'lait' }, 'fr')).toBe('1½ tasse de lait');
    expect(formatIngredient({ amount: 2, unit: 'small', name: 'oignons' }, 'fr')).toBe('2 petits oignons');
  });

  it('writes "some", no-unit and no-amount ingredients', () => {
    expect(formatIngredient({ unit: 'some', name: 'Salz' }, 'de')).toBe('etwas Salz');
    expect(formatIngredient({ amount: 3, unit: 'some', name: 'salt' }, 'en')).toBe('some salt');
    expect(formatIngredient({ unit: 'some', name: 'sel' }, 'fr')).toBe('un peu de sel');
    expect(formatIngredient({ amount: 3, name: 'Eier' }, 'de')).toBe('3 Eier');
    expect(formatIngredient({ name: 'Pfeffer' }, 'de')).toBe('Pfeffer');
    expect(formatIngredient({ amount: 2, unit: 'large', name: 'Kartoffeln' }, 'de')).toBe('2 grosse Kartoffeln');
    expect(formatIngredient({ amount: 1.25, unit: 'kg', name: 'Mehl' }, 'de')).toBe('1¼ kg Mehl');
    expect(formatIngredient({ amount: 0.2, unit: 'l', name: 'Rahm' }, 'de')).toBe('0.2 l Rahm');
    expect(formatIngredient({ amount: 0.2, unit: 'l', name: 'crème' }, 'fr')).toBe('0,2 l de crème');
  });

  it('skips an unknown unit rather than printing its key', () => {
    expect(formatIngredient({ amount: 2, unit: 'bucket' as never, name: 'Wasser' }, 'de')).toBe('2 Wasser');
  });
});

describe('formatAmount', () => {
  it('uses fraction glyphs for quarters, halves and thirds', () => {
    expect(formatAmount(0.25, 'de')).toBe('¼');
    expect(formatAmount(2.5, 'de')).toBe('2½');
    expect(formatAmount(0.33, 'en')).toBe('⅓');
    expect(formatAmount(1250, 'de')).toBe('1250');
  });
});

describe('labels', () => {
  it('translates difficulties and nutrition values', () => {
    expect(['easy', 'medium', 'hard'].map((d) => getDifficultyLabel(d as 'easy', 'fr'))).toEqual(['Facile', 'Moyen', 'Difficile']);
    expect(getDifficultyLabel('hard', 'de')).toBe('Anspruchsvoll');
    expect(nutritionKeys.map((key) => getNutritionLabel(key, 'en'))).toEqual([
      'Energy', 'Fat', 'Carbohydrates', 'of which sugars', 'Protein', 'Fibre', 'Salt', 'Cholesterol', 'Trans fat',
    ]);
    expect(getNutritionLabel('protein', 'de')).toBe('Eiweiss');
    expect(getNutritionLabel('energy', 'fr')).toBe('Énergie');
    expect(getNutritionLabel('transFat', 'de')).toBe('Transfette');
  });
});
