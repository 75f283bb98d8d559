import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LanguageCode, TextOverrides } from '@gipfel/i18n';
import { shopLocales } from './shop-locales';

/**
 * Text overrides of this shop, one JSON file per locale (`de-DE.json`, `en-GB.json`,
 * `fr-CH.json`) in `TRANSLATIONS_DIR` (default: `translations/` beside the app). Each file is a
 * nested object of namespaces and keys that replaces built-in texts; a missing file means none.
 */
export function translationsDir(source: Record<string, string | undefined> = process.env): string {
  return resolve(source.TRANSLATIONS_DIR ?? join(process.cwd(), 'translations'));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const cache = new Map<string, { expires: number; overrides: TextOverrides }>();
const cacheMs = 60_000;

export async function loadTextOverrides(language: LanguageCode, dir = translationsDir()): Promise<TextOverrides> {
  const file = join(dir, `${shopLocales().language(language).localeCode}.json`);
  const hit = cache.get(file);
  if (hit && hit.expires > Date.now()) return hit.overrides;
  let overrides: TextOverrides = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isPlainObject(parsed)) {
      overrides = Object.fromEntries(Object.entries(parsed).filter(([, v]) => isPlainObject(v))) as TextOverrides;
    } else {
      console.error(`[translations] ${file} is not a JSON object; ignoring it`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.error(`[translations] cannot read ${file}:`, error);
  }
  cache.set(file, { expires: Date.now() + cacheMs, overrides });
  return overrides;
}
