import type {
  DemoCmsBlock,
  DemoCmsFieldConfig,
  DemoCmsPage,
  DemoCmsSection,
  DemoCmsSlot,
  DemoCmsVisibility,
  CmsPageType,
  Translated,
} from './types';
import { cmsPageId } from './keys';
import { demoId } from './util';

/** Small builders for CMS pages in Shopware's shape (page > sections > blocks > slots). */

export const ALL_DEVICES: DemoCmsVisibility = { mobile: true, tablet: true, desktop: true };

export function st(value: unknown): DemoCmsFieldConfig {
  return { source: 'static', value };
}
export function mapped(value: string): DemoCmsFieldConfig {
  return { source: 'mapped', value };
}

export interface SlotSpec {
  type: string;
  slot: string;
  config?: Record<string, DemoCmsFieldConfig>;
  translated?: Record<string, Translated>;
}
export interface BlockSpec {
  type: string;
  name?: string;
  sectionPosition?: 'main' | 'sidebar';
  margins?: [string | null, string | null, string | null, string | null];
  backgroundColor?: string;
  backgroundMediaId?: string;
  backgroundMediaMode?: DemoCmsBlock['backgroundMediaMode'];
  cssClass?: string;
  visibility?: Partial<DemoCmsVisibility>;
  slots: SlotSpec[];
}
export interface SectionSpec {
  type?: 'default' | 'sidebar';
  name?: string;
  sizingMode?: 'boxed' | 'full_width';
  mobileBehavior?: 'wrap' | 'hidden';
  backgroundColor?: string;
  backgroundMediaId?: string;
  backgroundMediaMode?: DemoCmsSection['backgroundMediaMode'];
  cssClass?: string;
  visibility?: Partial<DemoCmsVisibility>;
  blocks: BlockSpec[];
}

const DEFAULT_MARGINS: [string, string, string, string] = ['20px', '20px', '20px', '20px'];

export function page(key: string, type: CmsPageType, name: Translated, sections: SectionSpec[], cssClass: string | null = null, previewMediaId: string | null = null): DemoCmsPage {
  return {
    id: cmsPageId(key),
    key,
    type,
    name,
    previewMediaId,
    cssClass,
    sections: sections.map((section, sectionIndex) => {
      const sectionKey = `${key}:${sectionIndex}`;
      return {
        id: demoId('cms-section', sectionKey),
        position: sectionIndex,
        type: section.type ?? 'default',
        name: section.name ?? null,
        sizingMode: section.sizingMode ?? 'boxed',
        mobileBehavior: section.mobileBehavior ?? 'wrap',
        backgroundColor: section.backgroundColor ?? null,
        backgroundMediaId: section.backgroundMediaId ?? null,
        backgroundMediaMode: section.backgroundMediaMode ?? 'cover',
        cssClass: section.cssClass ?? null,
        visibility: { ...ALL_DEVICES, ...section.visibility },
        blocks: section.blocks.map((block, blockIndex): DemoCmsBlock => {
          const blockKey = `${sectionKey}:${blockIndex}`;
          const [marginTop, marginRight, marginBottom, marginLeft] = block.margins ?? DEFAULT_MARGINS;
          return {
            id: demoId('cms-block', blockKey),
            position: blockIndex,
            type: block.type,
            name: block.name ?? null,
            sectionPosition: block.sectionPosition ?? 'main',
            marginTop,
            marginBottom,
            marginLeft,
            marginRight,
            backgroundColor: block.backgroundColor ?? null,
            backgroundMediaId: block.backgroundMediaId ?? null,
            backgroundMediaMode: block.backgroundMediaMode ?? 'cover',
            cssClass: block.cssClass ?? null,
            visibility: { ...ALL_DEVICES, ...block.visibility },
            slots: block.slots.map((slot): DemoCmsSlot => ({
              id: demoId('cms-slot', `${blockKey}:${slot.slot}`),
              type: slot.type,
              slot: slot.slot,
              config: slot.config ?? {},
              translatedConfig: slot.translated ?? {},
            })),
          };
        }),
      };
    }),
  };
}

/** A text element; `html` per language (safe HTML only). */
export function textSlot(slot: string, html: Translated, verticalAlign: string | null = null): SlotSpec {
  return { type: 'text', slot, config: { verticalAlign: st(verticalAlign) }, translated: { content: html } };
}

export function imageSlot(slot: string, mediaId: string, url: string | null = null, minHeight = '340px', displayMode = 'cover'): SlotSpec {
  return {
    type: 'image',
    slot,
    config: { media: st(mediaId), url: st(url), newTab: st(false), minHeight: st(minHeight), displayMode: st(displayMode), verticalAlign: st(null) },
  };
}

export function productSliderSlot(productIds: string[], title: Translated): SlotSpec {
  return {
    type: 'product-slider',
    slot: 'productSlider',
    config: {
      products: st(productIds),
      displayMode: st('standard'),
      boxLayout: st('standard'),
      navigationArrows: st('outside'),
      rotate: st(false),
      border: st(false),
      elMinWidth: st('300px'),
      verticalAlign: st(null),
      productStreamSorting: st('name:ASC'),
      productStreamLimit: st(10),
    },
    translated: { title },
  };
}
