import { useMemo } from 'react';
import type { Schemas } from '@gipfel/api';
import { cmsContentElements, CmsPageView, cmsPageElementTypes, createCmsRegistry, productDetailElementTypes, type CmsPageViewProps } from '@gipfel/cms';
import { deferredPart, type DeferredPart } from '../lib/routing/page-part';

const contentRegistry = createCmsRegistry(cmsContentElements);

/**
 * The elements of Shopware's product detail layout (buy box, reviews, cross-selling …) come with
 * the product page's code: a shopping world, category or landing page loads them only when it has
 * one (issue 27). The loader names them for the page (`cmsPartsOf`).
 */
const productDetailRegistry = deferredPart('cms-product-detail', () => import('./cms-product-detail-registry').then((module) => module.registry));

function hasProductDetailElements(page: Schemas['CmsPage'] | null | undefined): boolean {
  const types = cmsPageElementTypes(page);
  return productDetailElementTypes.some((type) => types.has(type));
}

/** The parts a CMS page renders with beyond the content elements, for its loader (see `pageParts`). */
export function cmsPartsOf(page: Schemas['CmsPage'] | null | undefined): DeferredPart<unknown>[] {
  return hasProductDetailElements(page) ? [productDetailRegistry] : [];
}

/** `CmsPageView` of @gipfel/cms with the built-in elements: the product detail layout's only on a page that has one. */
export function StorefrontCmsPage(props: Omit<CmsPageViewProps, 'registry'>) {
  const withProductDetail = useMemo(() => hasProductDetailElements(props.page), [props.page]);
  return <CmsPageView {...props} registry={withProductDetail ? productDetailRegistry.read() : contentRegistry} />;
}
