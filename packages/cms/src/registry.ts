import type { ComponentType } from 'react';
import type { Schemas } from '@gipfel/api';

export interface CmsElementProps {
  /** The slot with the element's `config` and resolved `data`. */
  slot: Schemas['CmsSlot'];
  /** The block the slot sits in. */
  block: Schemas['CmsBlock'];
}

export type CmsElementComponent = ComponentType<CmsElementProps>;

/** Which component renders which CMS element type (`text`, `image`, `product-box`, ...). */
export interface CmsRegistry {
  readonly elements: Readonly<Record<string, CmsElementComponent>>;
  /** The component for an element type, if one is registered. */
  get(type: string): CmsElementComponent | undefined;
  /** A new registry with more (or replaced) element components. */
  extend(elements: Record<string, CmsElementComponent>): CmsRegistry;
}

/**
 * Creates a registry of CMS element components. The host adds its own element types or
 * replaces built-in ones: `createCmsRegistry({ ...cmsElements, 'product-box': MyProductBox })`.
 */
export function createCmsRegistry(elements: Record<string, CmsElementComponent> = {}): CmsRegistry {
  const frozen = Object.freeze({ ...elements });
  return {
    elements: frozen,
    get: (type) => (Object.hasOwn(frozen, type) ? frozen[type] : undefined),
    extend: (more) => createCmsRegistry({ ...frozen, ...more }),
  };
}
