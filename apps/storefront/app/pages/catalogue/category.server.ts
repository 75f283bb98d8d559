import { parseListingQuery, readCategory, translatedText, type Schemas } from '@gipfel/api';
import { localizePath } from '@gipfel/i18n';
import { safeRedirect } from '../../lib/security/safe-redirect.server';
import { withSlimCmsPage, type CatalogueLoad, type CataloguePageContext } from './catalogue.server';

export interface CategoryPageData {
  kind: 'category';
  category: Schemas['Category'];
}

/** A category with its CMS page and the listing the query asks for (sorting, filters, page). */
export async function loadCategoryPage({ request, url, client, language, id }: CataloguePageContext): Promise<CatalogueLoad<CategoryPageData>> {
  const category = await readCategory(client, { categoryId: id, criteria: parseListingQuery(url.searchParams) });
  // A category of type link has no page: its URL leads to the link's target (decision 0020).
  if (category.type === 'link' && category.linkType === 'external' && category.externalLink) {
    throw safeRedirect(translatedText(category, 'externalLink'), request, { status: 302, fallback: localizePath('/', language) });
  }
  return { page: { kind: 'category', category: withSlimCmsPage(category) }, seoUrls: category.seoUrls };
}
