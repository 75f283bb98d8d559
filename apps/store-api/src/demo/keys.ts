import { ROOT_CATEGORY_ID } from '../ids';
import { demoId } from './util';

/** Ids derived from stable keys, shared by the content files so they need not import each other. */

export const MAIN_ROOT_KEY = 'root';
export const FOOTER_ROOT_KEY = 'footer';
export const SERVICE_ROOT_KEY = 'service';

export function categoryId(key: string): string {
  return key === MAIN_ROOT_KEY ? ROOT_CATEGORY_ID : demoId('category', key);
}

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
