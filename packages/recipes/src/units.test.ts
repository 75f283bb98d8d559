import { describe, expect, it } from 'vitest';
import { createI18n, type BuiltInTextLanguage } from '@gipfel/i18n';
import { formatIngredient, getUnitLabel } from './format';
import { ingredientUnits, type IngredientUnit } from './recipe';
import { recipesTexts } from './texts';

// Singular and plural of every ingredient unit the recipes use, per language: [one, other].
const expected: Record<BuiltInTextLanguage, Record<IngredientUnit, [string, string]>> = {
  de: {
    g: ['g', 'g'], kg: ['kg', 'kg'], ml: ['ml', 'ml'], cl: ['cl', 'cl'], cm: ['cm', 'cm'], l: ['l', 'l'],
    piece: ['Stück', 'Stück'], splash: ['Spritzer', 'Spritzer'], sprig: ['Zweig', 'Zweige'], stem: ['Stängel', 'Stängel'],
    clove: ['Zehe', 'Zehen'], teaspoon: ['TL', 'TL'], tablespoon: ['EL', 'EL'], leaf: ['Blatt', 'Blätter'], bunch: ['Bund', 'Bund'],
    some: ['etwas', 'etwas'], tuber: ['Knolle', 'Knollen'], handful: ['Handvoll', 'Handvoll'], knifeTip: ['Messerspitze', 'Messerspitzen'],
    half: ['Hälfte', 'Hälften'], pinch: ['Prise', 'Prisen'], pack: ['Packung', 'Packungen'], packet: ['Päckchen', 'Päckchen'],
    small: ['kleine', 'kleine'], medium: ['mittelgrosse', 'mittelgrosse'], large: ['grosse', 'grosse'], strip: ['Streifen', 'Streifen'],
    bar: ['Tafel', 'Tafeln'], panicle: ['Rispe', 'Rispen'], mug: ['Becher', 'Becher'], ball: ['Kugel', 'Kugeln'], slice: ['Scheibe', 'Scheiben'],
    bag: ['Beutel', 'Beutel'], head: ['Kopf', 'Köpfe'], cube: ['Würfel', 'Würfel'], cup: ['Tasse', 'Tassen'],
  },
  en: {
    g: ['g', 'g'], kg: ['kg', 'kg'], ml: ['ml', 'ml'], cl: ['cl', 'cl'], cm: ['cm', 'cm'], l: ['l', 'l'],
    piece: ['piece', 'pieces'], splash: ['splash', 'splashes'], sprig: ['sprig', 'sprigs'], stem: ['stem', 'stems'],
    clove: ['clove', 'cloves'], teaspoon: ['tsp', 'tsp'], tablespoon: ['tbsp', 'tbsp'], leaf: ['leaf', 'leaves'], bunch: ['bunch', 'bunches'],
    some: ['some', 'some'], tuber: ['tuber', 'tubers'], handful: ['handful', 'handfuls'], knifeTip: ['knife tip', 'knife tips'],
    half: ['half', 'halves'], pinch: ['pinch', 'pinches'], pack: ['pack', 'packs'], packet: ['packet', 'packets'],
    small: ['small', 'small'], medium: ['medium', 'medium'], large: ['large', 'large'], strip: ['strip', 'strips'],
    bar: ['bar', 'bars'], panicle: ['panicle', 'panicles'], mug: ['mug', 'mugs'], ball: ['ball', 'balls'], slice: ['slice', 'slices'],
    bag: ['bag', 'bags'], head: ['head', 'heads'], cube: ['cube', 'cubes'], cup: ['cup', 'cups'],
  },
  fr: {
    g: ['g', 'g'], kg: ['kg', 'kg'], ml: ['ml', 'ml'], cl: ['cl', 'cl'], cm: ['cm', 'cm'], l: ['l', 'l'],
    piece: ['pièce', 'pièces'], splash: ['trait', 'traits'], sprig: ['brin', 'brins'], stem: ['tige', 'tiges'],
    clove: ['gousse', 'gousses'], teaspoon: ['c. à café', 'c. à café'], tablespoon: ['c. à soupe', 'c. à soupe'], leaf: ['feuille', 'feuilles'],
    bunch: ['botte', 'bottes'], some: ['un peu', 'un peu'], tuber: ['tubercule', 'tubercules'], handful: ['poignée', 'poignées'],
    knifeTip: ['pointe de couteau', 'pointes de couteau'], half: ['moitié', 'moitiés'], pinch: ['pincée', 'pincées'], pack: ['paquet', 'paquets'],
    packet: ['sachet', 'sachets'], small: ['petit', 'petits'], medium: ['moyen', 'moyens'], large: ['gros', 'gros'], strip: ['lanière', 'lanières'],
    bar: ['tablette', 'tablettes'], panicle: ['grappe', 'grappes'], mug: ['mug', 'mugs'], ball: ['boule', 'boules'], slice: ['tranche', 'tranches'],
    bag: ['sac', 'sacs'], head: ['tête', 'têtes'], cube: ['cube', 'cubes'], cup: ['tasse', 'tasses'],
  },
};

const languages = ['de', 'en', 'fr'] as const;

describe('unit vocabulary of the recipes', () => {
  it('has the 36 ingredient units', () => {
    expect(ingredientUnits).toHaveLength(36);
    for (const language of languages) expect(Object.keys(expected[language]).sort()).toEqual([...ingredientUnits].sort());
  });

  for (const language of languages) {
    describe(language, () => {
      const i18n = createI18n({ language, namespaces: { recipes: recipesTexts } });
      const t = i18n.getFixedT(language, 'recipes') as unknown as (key: string, options?: Record<string, unknown>) => string;

      it.each(ingredientUnits.map((unit) => [unit]))('%s in singular and plural', (unit) => {
        const [one, other] = expected[language][unit];
        // Built-in texts and the i18next instance (where shop overrides apply) agree.
        expect(getUnitLabel(unit, 1, language)).toBe(one);
        expect(getUnitLabel(unit, 3, language)).toBe(other);
        expect(getUnitLabel(unit, 1, language, t)).toBe(one);
        expect(getUnitLabel(unit, 3, language, t)).toBe(other);
        // i18next's own plural resolution finds both forms (French also for large numbers: `_many`).
        expect(i18n.t(`recipes:units.${unit}`, { count: 1 })).toBe(one);
        expect(i18n.t(`recipes:units.${unit}`, { count: 2 })).toBe(other);
        expect(i18n.t(`recipes:units.${unit}`, { count: 1_000_000 })).toBe(other);
        // Up to one unit reads singular: ½ cup, ½ Tasse, ½ tasse.
        expect(getUnitLabel(unit, 0.5, language)).toBe(one);
        if (unit !== 'some') {
          const line = formatIngredient({ amount: 2, unit, name: 'x' }, language, t);
          expect(line.startsWith(`2 ${other} `)).toBe(true);
        }
      });
    });
  }

  it('reads 1½ as plural in German and English, singular in French', () => {
    expect(getUnitLabel('cup', 1.5, 'de')).toBe('Tassen');
    expect(getUnitLabel('cup', 1.5, 'en')).toBe('cups');
    expect(getUnitLabel('cup', 1.5, 'fr')).toBe('tasse');
  });
});
