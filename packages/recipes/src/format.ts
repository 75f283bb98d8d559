import { formatLocaleOf, numberFormat, pluralRulesFor, type BuiltInTextLanguage, type LanguageCode } from '@gipfel/i18n';
import { ingredientUnits, type Difficulty, type Ingredient, type IngredientUnit, type NutritionKey } from './recipe';
import { recipesTexts } from './texts';

function textsFor(language: string) {
  return recipesTexts[(language in recipesTexts ? language : 'de') as BuiltInTextLanguage];
}

function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Splits a cook time into whole hours and remaining minutes (rounded to the minute). */
export function splitCookTime(totalMinutes: number): { hours: number; minutes: number } {
  if (!Number.isFinite(totalMinutes) || totalMinutes < 0) throw new RangeError(`Invalid cook time: ${totalMinutes}`);
  const rounded = Math.round(totalMinutes);
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** The cook time as an ISO 8601 duration for `<time dateTime>`, e.g. `PT1H30M`. */
export function cookTimeToIsoDuration(totalMinutes: number): string {
  const { hours, minutes } = splitCookTime(totalMinutes);
  return `PT${hours ? `${hours}H` : ''}${minutes || !hours ? `${minutes}M` : ''}`;
}

/**
 * A cook time in hours and minutes: `1 Std. 30 Min.`, `1 h 30 min`, `45 min`. With `t` (the
 * `recipes` namespace of the text runtime) a host's texts apply, e.g. a language it added.
 */
export function formatCookTime(totalMinutes: number, language: LanguageCode | string, t?: RecipesTranslator): string {
  const { hours, minutes } = splitCookTime(totalMinutes);
  const texts = textsFor(language).cookTime;
  const text = (key: 'hours' | 'minutes', count: number) => (t ? t(`cookTime.${key}`, { count }) : interpolate(texts[key], { count }));
  const parts: string[] = [];
  if (hours > 0) parts.push(text('hours', hours));
  if (minutes > 0 || hours === 0) parts.push(text('minutes', minutes));
  return parts.join(' ');
}

const fractionGlyphs: [number, string][] = [
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
];

/** An amount as cooks write it: `½`, `1½`, `2`, `0.2`, `250`. */
export function formatAmount(amount: number, language: LanguageCode | string): string {
  const whole = Math.floor(amount);
  const glyph = fractionGlyphs.find(([value]) => Math.abs(amount - whole - value) < 0.01)?.[1];
  if (glyph) return whole > 0 ? `${whole}${glyph}` : glyph;
  return numberFormat(formatLocaleOf(language), { maximumFractionDigits: 2, useGrouping: false }).format(amount);
}

// Units that are adjectives: they stand right before the name ("2 small onions").
const adjectiveUnits = new Set<IngredientUnit>(['small', 'medium', 'large']);

function frenchOf(name: string): string {
  return /^[aeiouyhàâéèêëîïôûù]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/**
 * A translator of the `recipes` namespace, e.g. `useTranslation('recipes').t`: with it the
 * shop's text overrides apply; without it the built-in texts are used.
 */
export type RecipesTranslator = (key: string, options?: Record<string, unknown>) => string;

/**
 * The plural form of a unit for an amount: up to one unit reads singular in every language
 * ("½ cup", "½ Tasse", "1½ tasse" in French), otherwise the language's plural rule decides.
 */
export function unitForm(amount: number | null | undefined, language: LanguageCode | string): 'one' | 'other' {
  const hasAmount = typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
  if (!hasAmount || amount <= 1) return 'one';
  return pluralRulesFor(formatLocaleOf(language)).select(amount) === 'one' ? 'one' : 'other';
}

/** A unit in singular or plural: `getUnitLabel('clove', 2, 'de')` is `Zehen`. */
export function getUnitLabel(unit: IngredientUnit, amount: number | null | undefined, language: LanguageCode | string, t?: RecipesTranslator): string {
  const key = `${unit}_${unitForm(amount, language)}`;
  if (t) return t(`units.${key}`);
  return (textsFor(language).units as Record<string, string>)[key] ?? unit;
}

/**
 * One ingredient line in the given language with the unit in singular or plural:
 * `200 g Mehl`, `2 Zehen Knoblauch`, `1 clove garlic`, `2 gousses d’ail`, `etwas Salz`.
 */
export function formatIngredient(ingredient: Ingredient, language: LanguageCode | string, t?: RecipesTranslator): string {
  const { amount, unit, name } = ingredient;
  if (unit === 'some') return t ? t('ingredient.some', { name }) : interpolate(textsFor(language).ingredient.some, { name });

  const hasAmount = typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
  const unitText = unit && (ingredientUnits as readonly string[]).includes(unit) ? getUnitLabel(unit, amount, language, t) : undefined;
  const needsFrenchOf = language === 'fr' && unitText && unit && !adjectiveUnits.has(unit);
  const namePart = needsFrenchOf ? frenchOf(name) : name;

  return [hasAmount ? formatAmount(amount, language) : undefined, unitText, namePart].filter(Boolean).join(' ');
}

/** The label of a difficulty: `Einfach`, `Medium`, `Difficile`. */
export function getDifficultyLabel(difficulty: Difficulty, language: LanguageCode | string): string {
  return textsFor(language).difficulty[difficulty];
}

/** The label of a nutrition value: `Ballaststoffe`, `Trans fat`, `Sel`. */
export function getNutritionLabel(key: NutritionKey, language: LanguageCode | string): string {
  return textsFor(language).nutrition[key];
}
