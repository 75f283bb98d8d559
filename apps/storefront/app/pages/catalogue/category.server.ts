import { parseListingQuery, readCategory, translatedText, type Schemas } from '@gipfel/api';
import { findPageListing } from '@gipfel/cms';
import { localizePath } from '../../lib/i18n/shop-locales';
import { getProductCardPreload, type ImagePreload } from '@gipfel/listing';
import { safeRedirect } from '../../lib/security/safe-redirect.server';
import { richTextOptions } from '../../lib/server/rich-text.server';
import { withLoaderCmsPage, type CatalogueLoad, type CataloguePageContext } from './catalogue.server';

export interface CategoryPageData {
  kind: 'category';
  category: Schemas['Category'];
  /** The head's main image: the listing's first card, the page's largest paint (decision 0019). */
  head: { image: ImagePreload | null };
}

/** A category with its CMS page and the listing the query asks for (sorting, filters, page). */
export async function loadCategoryPage({ request, url, client, language, id }: CataloguePageContext): Promise<CatalogueLoad<CategoryPageData>> {
  const category = await readCategory(client, { categoryId: id, criteria: parseListingQuery(url.searchParams) });
  // A category of type link has no page: its URL leads to the link's target (decision 0020).
  if (category.type === 'link' && category.linkType === 'external' && category.externalLink) {
    throw safeRedirect(translatedText(category, 'externalLink'), request, { status: 302, fallback: localizePath('/', language) });
  }
  const slim = withLoaderCmsPage(category, await richTextOptions(request, language));
  const firstProduct = slim.cmsPage ? findPageListing(slim.cmsPage)?.elements?.[0] : undefined;
  const head = { image: firstProduct ? getProductCardPreload(firstProduct) : null };
  return { page: { kind: 'category', category: slim, head }, seoUrls: category.seoUrls };
}
