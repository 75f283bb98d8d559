import { dateTimeFormat } from './intl-cache';

export type ShopDateStyle = 'long' | 'medium';

export interface ShopDateOptions {
  /** `long` (`26. November 2026`) or `medium` (`26.11.2026`); default `long`. */
  style?: ShopDateStyle;
  /**
   * IANA time zone whose calendar day is written: the shop's, from the host's configuration (the
   * storefront's `SHOP_TIME_ZONE`, default `Europe/Zurich`). Default `UTC`.
   */
  timeZone?: string;
}

const spaces = /\s+/gu;

/**
 * A date as the shop writes it, on its calendar day in the shop's time zone, through Intl's
 * `dateStyle` of the formatting locale: `26. November 2026`, `26 November 2026`,
 * `26 novembre 2026`, `26 novembre 2026` (de-CH, en-GB, fr-CH, it-CH, long) or `26.11.2026`,
 * `26 Nov 2026`, `26 nov. 2026`, `26 nov 2026` (medium). '' for a missing or invalid date.
 *
 * The same on the server and in every browser (decision 0057): any space Intl writes between the
 * parts (a no-break or narrow no-break space in some ICU versions) is a plain space.
 */
export function formatShopDate(value: string | number | Date | null | undefined, locale: string, { style = 'long', timeZone = 'UTC' }: ShopDateOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  let text = '';
  for (const part of dateTimeFormat(locale, { dateStyle: style, timeZone }).formatToParts(time)) {
    text += part.type === 'literal' ? part.value.replace(spaces, ' ') : part.value;
  }
  return text;
}
