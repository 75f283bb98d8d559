import { useMemo } from 'react';
import type { Schemas } from '@gipfel/api';
import {
  cmsContentElements,
  CmsPageView,
  cmsPageElementTypes,
  createCmsRegistry,
  listingElementTypes,
  productDetailElementTypes,
  type CmsElementComponent,
  type CmsPageViewProps,
  type CmsRegistry,
} from '@gipfel/cms';
import { deferredPart, type DeferredPart } from '../lib/routing/page-part';

type Elements = Readonly<Record<string, CmsElementComponent>>;

/**
 * The CMS elements beyond the content ones come as page parts of their own (docs/decisions/0046-hydration-scripts-at-low-priority.md), each
 * loaded only for a page that has one of its types: a category's product listing and filters
 * (the listing store, filters, sorting, pages: about 14 KB gzip that a shopping world without a
 * listing, such as home, does without) and Shopware's product detail layout (buy box, reviews,
 * cross-selling: the product page's code). The loader names them for the page (`cmsPartsOf`).
 */
const elementParts: readonly { types: readonly string[]; part: DeferredPart<Elements> }[] = [
  { types: listingElementTypes, part: deferredPart('cms-listing', () => import('./cms-listing-elements').then((module) => module.elements)) },
  { types: productDetailElementTypes, part: deferredPart('cms-product-detail', () => import('./cms-product-detail-elements').then((module) => module.elements)) },
];

function neededParts(page: Schemas['CmsPage'] | null | undefined) {
  const types = cmsPageElementTypes(page);
  return elementParts.filter(({ types: partTypes }) => partTypes.some((type) => types.has(type)));
}

/** The parts a CMS page renders with beyond the content elements, for its loader (see `pageParts`). */
export function cmsPartsOf(page: Schemas['CmsPage'] | null | undefined): DeferredPart<unknown>[] {
  return neededParts(page).map(({ part }) => part);
}

// One registry per combination of parts (the registries hold no page state).
const registries = new Map<string, CmsRegistry>();
function registryWith(parts: readonly DeferredPart<Elements>[]): CmsRegistry {
  const key = parts.map((part) => part.name).join(',');
  let registry = registries.get(key);
  if (!registry) {
    registry = createCmsRegistry(Object.assign({}, cmsContentElements, ...parts.map((part) => part.read())));
    registries.set(key, registry);
  }
  return registry;
}

/** `CmsPageView` of @gipfel/cms with the built-in elements: the listing's and the product detail layout's only on a page that has one. */
export function StorefrontCmsPage(props: Omit<CmsPageViewProps, 'registry'>) {
  const parts = useMemo(() => neededParts(props.page).map(({ part }) => part), [props.page]);
  return <CmsPageView {...props} registry={registryWith(parts)} />;
}
