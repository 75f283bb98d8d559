import { cmsContentElements, cmsProductDetailElements, createCmsRegistry } from '@gipfel/cms';

/** Every built-in CMS element, the product detail layout's included: loaded by `StorefrontCmsPage` when a page has one of those. */
export const registry = createCmsRegistry({ ...cmsContentElements, ...cmsProductDetailElements });
