// Loaded by `StorefrontCmsPage` for a page with a buy box, reviews … (a page part, see cms-content.tsx).
export { cmsProductDetailElements as elements } from '@gipfel/cms';
