import { formatLocales, shopLanguageOf } from './format-locale';
import { dateTimeFormat } from './intl-cache';
import type { BuiltInTextLanguage as LanguageCode } from './locales';

export type ShopDateStyle = 'long' | 'medium';

const monthNames: Readonly<Record<LanguageCode, Record<ShopDateStyle, readonly string[]>>> = {
  de: {
    long: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    medium: [],
  },
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    medium: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
  fr: {
    long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    medium: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
};

const hour = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when Swiss summer time starts (March) or ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The calendar day in Zurich of a moment: CET, and CEST from the last Sunday of March to the
 * last Sunday of October (the rule Switzerland has shared with the EU since 1996).
 */
function zurichDay(time: number): { year: number; month: number; day: number } {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * hour);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/**
 * A date as the shop writes it, on its calendar day in Zurich: `26. November 2026`,
 * `26 November 2026`, `26 novembre 2026` (long) or `26.11.2026`, `26 Nov 2026`, `26 nov. 2026`
 * (medium), as CLDR's de-CH, en-GB and fr-CH have it. `language` is `de`, `en`, `fr` or a locale
 * of one of them (`fr-CH`); other languages get German. '' for a missing or invalid date.
 *
 * Written without Intl for the reason `formatSwissFrancs` is: the page's first
 * `Intl.DateTimeFormat` costs a slow phone over 100 ms while it hydrates (measured on the product
 * page's review dates), and browsers and Node ship different ICU data. Years outside 1996–2099
 * (other summer-time rules, or none known) go through Intl.
 */
export function formatShopDate(value: string | number | Date | null | undefined, language: string | undefined, style: ShopDateStyle = 'long'): string {
  if (value === null || value === undefined || value === '') return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  // `fr` or a locale such as `fr-CH`; anything else is written in German, the shop's default.
  const code = shopLanguageOf(language);
  const { year, month, day } = zurichDay(time);
  if (year < 1996 || year > 2099) return dateTimeFormat(formatLocales[code], { dateStyle: style, timeZone: 'Europe/Zurich' }).format(time);
  if (code === 'de') {
    return style === 'long' ? `${day}. ${monthNames.de.long[month]} ${year}` : `${String(day).padStart(2, '0')}.${String(month + 1).padStart(2, '0')}.${year}`;
  }
  return `${day} ${monthNames[code][style][month]} ${year}`;
}
