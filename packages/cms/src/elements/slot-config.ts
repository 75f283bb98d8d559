import type { Schemas } from '@gipfel/api';

/** A config value of a slot (`{ value, source }`), the translated one first. */
export function getSlotConfigValue(slot: Schemas['CmsSlot'], name: string): unknown {
  const read = (config: unknown) => {
    if (typeof config !== 'object' || config === null) return undefined;
    const entry = (config as Record<string, unknown>)[name];
    return typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : undefined;
  };
  return read(slot.translated?.config) ?? read(slot.config);
}

/** A field of the slot's resolved `data`. */
export function getSlotData(slot: Schemas['CmsSlot'], name: string): unknown {
  const data: unknown = slot.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

const alignments: Record<string, string> = { 'flex-start': 'flex-start', center: 'center', 'flex-end': 'flex-end' };

/** The slot's vertical alignment as a flex `justifyContent`, if it has a valid one. */
export function getVerticalAlign(slot: Schemas['CmsSlot']): string | undefined {
  const value = getSlotConfigValue(slot, 'verticalAlign');
  return typeof value === 'string' ? alignments[value] : undefined;
}
