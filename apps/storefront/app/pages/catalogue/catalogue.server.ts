import type { Schemas, StoreApiClient } from '@gipfel/api';
import type { SanitizeHtmlOptions } from '@gipfel/cms/server';
import type { LanguageCode } from '@gipfel/i18n';
import { cmsPageForLoader } from '../../lib/server/rich-text.server';

/** What the catch-all hands to the page module of the entity its path resolved to. */
export interface CataloguePageContext {
  request: Request;
  url: URL;
  /** The request's session-bound client (withShop). */
  client: StoreApiClient;
  language: LanguageCode;
  /** The entity's id (category, product or landing page). */
  id: string;
}

/** A page module's answer: the page's data and the entity's SEO URLs (for the 301 from a technical path). */
export interface CatalogueLoad<Page> {
  page: Page;
  seoUrls: Schemas['SeoUrl'][] | undefined;
}

/** Categories and landing pages go to the browser with card-sized products and sanitised rich text in their CMS slots. */
export function withLoaderCmsPage<T extends { cmsPage?: Schemas['CmsPage'] | null }>(entity: T, richText: SanitizeHtmlOptions): T {
  return entity.cmsPage ? { ...entity, cmsPage: cmsPageForLoader(entity.cmsPage, richText) } : entity;
}
