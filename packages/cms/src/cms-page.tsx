import { CmsPageView, type CmsPageViewProps } from './cms-page-view';
import { cmsElements } from './elements/cms-elements';
import { createCmsRegistry, type CmsRegistry } from './registry';

export interface CmsPageProps extends Omit<CmsPageViewProps, 'registry'> {
  /** Element components by type; defaults to the built-in elements. */
  registry?: CmsRegistry;
}

const defaultRegistry = createCmsRegistry(cmsElements);

/** Renders a Shopware CMS page: its sections in order, their blocks and slots (see `CmsPageView`). */
export function CmsPage({ registry = defaultRegistry, ...props }: CmsPageProps) {
  return <CmsPageView registry={registry} {...props} />;
}
