import { numberFormat } from '@gipfel/i18n';

/**
 * A rating with one decimal at most, as Intl writes it in the formatting locale (4, 4.5; 4,5 in
 * fr-CH or de-DE), rounded half away from zero on its decimal form. Ratings have no digit groups,
 * so Node and browsers write them alike.
 */
export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(rating);
}
