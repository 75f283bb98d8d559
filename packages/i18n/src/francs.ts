import type { BuiltInTextLanguage as LanguageCode } from './locales';

/**
 * Digit group separators of Swiss franc amounts per shop language: CLDR's de-CH, en-GB and fr-CH
 * (an apostrophe, a comma, a narrow no-break space), as Node and Chromium write them today.
 */
export const francsGroupSeparators: Readonly<Record<LanguageCode, string>> = { de: "'", en: ',', fr: '\u202f' };

/**
 * A Swiss franc amount the way the shop writes it in every language: the code first, a point
 * before the rappen and a no-break space so the code never wraps away (`CHF 1'234.50`).
 *
 * Written without Intl on purpose: browsers and Node ship different ICU data (the de-CH group
 * separator is `'` in one and `’` in another), and a price that renders differently on the server
 * and in the browser breaks hydration; making the first Intl.NumberFormat is also the costliest
 * step of hydrating a page of prices. Rounds the shortest decimal form half away from zero to
 * rappen, as Intl does (1.005 → 1.01). Null when the number has no plain decimal form (huge, tiny
 * or not finite): the caller then uses Intl.
 */
export function formatSwissFrancs(value: number, language: LanguageCode): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!match || match[1]!.length > 13) return null;
  const fraction = match[2] ?? '';
  let rappen = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') rappen += 1;
  const francs = String(Math.floor(rappen / 100)).replace(/\B(?=(\d{3})+$)/g, francsGroupSeparators[language]);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}CHF\u00a0${francs}.${String(rappen % 100).padStart(2, '0')}`;
}
