import { createHash } from 'node:crypto';
import { CURRENCY_IDS } from '../ids';
import type { ContentLocale, CurrencyCode, DemoCurrencyPrice, DemoLocale, DemoMoney, DemoPrice, Translated } from './types';

export const DEMO_LOCALES: readonly DemoLocale[] = ['de', 'en', 'fr'];

/**
 * The fixed "today" of the demo data. Release dates, review dates and the isNew flag are computed
 * against it, so tests are deterministic whatever the clock says.
 */
export const DEMO_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';
/** Products released at most this many days before the reference date are marked as new. */
export const NEW_PRODUCT_DAYS = 30;

/** Deterministic 32-hex id from a namespace and a key (sha1, truncated): re-seeding keeps ids. */
export function demoId(namespace: string, key: string): string {
  return createHash('sha1').update(`gipfel-demo:${namespace}:${key}`).digest('hex').slice(0, 32);
}

/** Small deterministic hash of a string to an unsigned 32-bit integer (for stable "random" picks). */
export function hashNumber(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function pick<T>(items: readonly T[], key: string): T {
  const item = items[hashNumber(key) % items.length];
  if (item === undefined) throw new Error(`pick from an empty list (${key})`);
  return item;
}

export function t(de: string, en: string, fr: string): Translated {
  return { de, en, fr };
}

/** Applies a function per language. */
export function mapT(value: Translated, fn: (text: string, locale: DemoLocale) => string): Translated {
  return { de: fn(value.de, 'de'), en: fn(value.en, 'en'), fr: fn(value.fr, 'fr') };
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', œ: 'oe', Œ: 'Oe', æ: 'ae', Æ: 'Ae',
};

/** URL slug the way Shopware's SEO templates write it: words joined by dashes, case kept, no accents. */
export function slugify(text: string, locale: ContentLocale): string {
  const and = { de: 'und', en: 'and', fr: 'et', it: 'e' }[locale];
  return text
    .replace(/&/g, ` ${and} `)
    .replace(/[äöüÄÖÜßœŒæÆ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/%/g, ' ')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN body must have 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

export function ean13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rounds to 5 centimes (Swiss price points). */
export function round05(value: number): number {
  return Math.round(value * 20) / 20;
}

/** Euro price of a franc price: converted with the shop's factor and put on a `.x5`/`.x9` price point. */
export const EUR_FACTOR = 1.05;
export function eurFromChf(chf: number): number {
  const converted = chf * EUR_FACTOR;
  const point = Math.ceil(converted * 10) / 10 - 0.01;
  return round2(point < 0.5 ? round2(converted) : point);
}

export function money(currency: CurrencyCode, gross: number, taxRate: number): DemoMoney {
  return { currencyId: CURRENCY_IDS[currency], gross: round2(gross), net: round2(gross / (1 + taxRate / 100)) };
}

/** A CHF/EUR price; `listChf` is the former franc price of a product on sale. */
export function priceOf(chf: number, taxRate: number, listChf: number | null = null): DemoPrice {
  const make = (currency: CurrencyCode, gross: number, list: number | null): DemoCurrencyPrice => ({
    ...money(currency, gross, taxRate),
    listPrice: list === null ? null : money(currency, list, taxRate),
  });
  return {
    CHF: make('CHF', chf, listChf),
    EUR: make('EUR', eurFromChf(chf), listChf === null ? null : eurFromChf(listChf)),
  };
}

/** Days between two ISO dates (a - b). */
export function daysBetween(a: string, b: string): number {
  return (Date.parse(a) - Date.parse(b)) / 86_400_000;
}

/** ISO timestamp `days` days before the reference date, at a stable hour. */
export function daysBeforeReference(days: number, hour = 9): string {
  const date = new Date(Date.parse(DEMO_REFERENCE_DATE) - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().replace('Z', '+00:00');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
