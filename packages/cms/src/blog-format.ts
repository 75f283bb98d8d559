/** Date formatting of the blog components: Swiss conventions per language, shop time zone. */
import { dateTimeFormat } from '@gipfel/i18n';

const dateLocales: Readonly<Record<string, string>> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

/** `28. Oktober 2026`, `28 October 2026`, `28 octobre 2026`; '' for a missing or invalid date. */
export function formatBlogDate(value: string | null | undefined, language: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = dateLocales[language ?? 'de'] ?? 'de-CH';
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Zurich' }).format(date);
}
