import { readLandingPage, type Schemas } from '@gipfel/api';
import { withSlimCmsPage, type CatalogueLoad, type CataloguePageContext } from './catalogue.server';

export interface LandingPageData {
  kind: 'landing';
  landingPage: Schemas['LandingPage'];
}

/** A landing page: its CMS page only. */
export async function loadLandingPage({ client, id }: CataloguePageContext): Promise<CatalogueLoad<LandingPageData>> {
  const landingPage = await readLandingPage(client, { landingPageId: id });
  return { page: { kind: 'landing', landingPage: withSlimCmsPage(landingPage) }, seoUrls: landingPage.seoUrls };
}
