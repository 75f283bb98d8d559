import { getTranslatedProperty } from '@shopware/helpers';

/**
 * An entity's text in the context language (`translated.name`, else `name`, else ''), through
 * `@shopware/helpers`: the one way to read a translated field instead of `translated?.name || …`.
 */
export function translatedText(entity: object | null | undefined, field: string): string {
  if (!entity) return '';
  const value: unknown = getTranslatedProperty(entity as Record<string, unknown>, field);
  return typeof value === 'string' ? value : '';
}
