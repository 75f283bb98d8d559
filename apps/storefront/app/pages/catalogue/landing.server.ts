import { readLandingPage, type Schemas } from '@gipfel/api';
import { richTextOptions } from '../../lib/server/rich-text.server';
import { withLoaderCmsPage, type CatalogueLoad, type CataloguePageContext } from './catalogue.server';

export interface LandingPageData {
  kind: 'landing';
  landingPage: Schemas['LandingPage'];
}

/** A landing page: its CMS page only. */
export async function loadLandingPage({ request, client, language, id }: CataloguePageContext): Promise<CatalogueLoad<LandingPageData>> {
  const landingPage = await readLandingPage(client, { landingPageId: id });
  return { page: { kind: 'landing', landingPage: withLoaderCmsPage(landingPage, await richTextOptions(request, language)) }, seoUrls: landingPage.seoUrls };
}
