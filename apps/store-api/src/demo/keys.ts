import { ROOT_CATEGORY_ID } from '../ids';
import { demoId } from './util';

/** Ids derived from stable keys, shared by the content files so they need not import each other. */

export const MAIN_ROOT_KEY = 'root';
export const FOOTER_ROOT_KEY = 'footer';
export const SERVICE_ROOT_KEY = 'service';

export function categoryId(key: string): string {
  return key === MAIN_ROOT_KEY ? ROOT_CATEGORY_ID : demoId('category', key);
}
/** Root of the footer navigation (the sales channel's `footerCategoryId`). */
export const FOOTER_CATEGORY_ID = categoryId(FOOTER_ROOT_KEY);
/** Root of the service navigation (the sales channel's `serviceCategoryId`). */
export const SERVICE_CATEGORY_ID = categoryId(SERVICE_ROOT_KEY);
export const MAIN_CATEGORY_ID = ROOT_CATEGORY_ID;

export function productId(key: string): string {
  return demoId('product', key);
}
export function cmsPageId(key: string): string {
  return demoId('cms-page', key);
}
export function landingPageId(key: string): string {
  return demoId('landing-page', key);
}
export function cmsMediaId(key: string): string {
  return demoId('media', `cms:${key}`);
}

/** Keys of the fixed CMS layouts. */
export const CMS_PAGE_KEYS = {
  home: 'home',
  listing: 'category-listing',
  detail: 'product-detail',
  fondue: 'landing-fondue-saison',
  schoggi: 'landing-schoggi-wochen',
} as const;
