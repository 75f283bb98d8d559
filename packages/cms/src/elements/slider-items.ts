import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { getSlotData } from './slot-config';

export interface SliderItem {
  media: Schemas['Media'] & { translated?: { alt?: string | null } | null };
  url: string | null;
  newTab: boolean;
}

/** The resolved items of an `image-slider` or `image-gallery` slot (items without media are left out). */
export function getSliderItems(slot: Schemas['CmsSlot']): SliderItem[] {
  const items = getSlotData(slot, 'sliderItems');
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { media, url, newTab } = item as { media?: SliderItem['media'] | null; url?: unknown; newTab?: unknown };
    if (!media?.url) return [];
    return [{ media, url: typeof url === 'string' && url !== '' ? url : null, newTab: newTab === true }];
  });
}

export function altOf(media: SliderItem['media']): string {
  return translatedText(media, 'alt');
}
