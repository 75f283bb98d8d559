/** Translations are stored as JSON `{ [languageId]: { field: value } }` next to each row. */
export type TranslationMap = Record<string, Record<string, string | null | undefined>>;

export function parseTranslations(json: string): TranslationMap {
  return JSON.parse(json) as TranslationMap;
}

/**
 * Resolves the fields along the language chain (current language first, system language last),
 * the way Shopware fills `translated`: the first non-null value wins.
 */
export function translate<K extends string>(
  json: string,
  languageIdChain: readonly string[],
  fields: readonly K[],
): Record<K, string | null> {
  const map = parseTranslations(json);
  const result = {} as Record<K, string | null>;
  for (const field of fields) {
    let value: string | null = null;
    for (const languageId of languageIdChain) {
      const candidate = map[languageId]?.[field];
      if (candidate !== undefined && candidate !== null) {
        value = candidate;
        break;
      }
    }
    result[field] = value;
  }
  return result;
}

/** Shopware entity base fields that every serialized entity carries. */
export function entityBase(id: string, createdAt: string, apiAlias: string) {
  return { id, createdAt, updatedAt: null, customFields: null, apiAlias };
}
