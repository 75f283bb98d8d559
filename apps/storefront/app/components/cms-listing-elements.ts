// Loaded by `StorefrontCmsPage` for a page with a product listing or its filters (a page part, see cms-content.tsx).
export { cmsListingElements as elements } from '@gipfel/cms';
