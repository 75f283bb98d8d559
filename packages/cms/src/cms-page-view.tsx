import type { Schemas } from '@gipfel/api';
import type { ListingPageLoader } from '@gipfel/listing';
import * as styles from './cms.css';
import { CmsContextProvider, findPageListing, type CmsNavigation } from './cms-context';
import { byPosition } from './cms-block';
import { CmsSection, findLeadImageSlot } from './cms-section';
import { CmsListingPageLoaderProvider } from './elements/listing-page-loader-context';
import type { CmsRegistry } from './registry';

export interface CmsPageViewProps {
  page: Schemas['CmsPage'];
  /** Element components by type. */
  registry: CmsRegistry;
  /** Show a note for element types without a component (never in production). */
  development?: boolean;
  className?: string;
  /** Turns internal links of the content into the host's URLs (e.g. adds the language prefix). */
  localizeHref?: (href: string) => string;
  /** ISO code of the context currency (default CHF). */
  currency?: string;
  /** The category tree (and current category) for `category-navigation` elements. */
  navigation?: CmsNavigation | null;
  /**
   * Loads another page of the page's product listing (e.g. a fetch of the host's route with `?p=`).
   * With it, load more appends the next page once JavaScript runs; without it, it links there.
   */
  loadListingPage?: ListingPageLoader;
}

/**
 * Renders a Shopware CMS page with the given element components: its sections in order, their
 * blocks and slots. `CmsPage` is this with every built-in element; a host that renders with fewer
 * (`cmsContentElements`, adding `cmsListingElements` or `cmsProductDetailElements` when
 * `cmsPageElementTypes` says a page has one of theirs) imports this, so the other elements' code
 * is not bundled with it.
 */
export function CmsPageView({ page, registry, development = false, className, localizeHref, currency, navigation, loadListingPage }: CmsPageViewProps) {
  const sections = [...(page.sections ?? [])].sort(byPosition);
  const classes = [styles.page, ...(page.cssClass ?? '').split(/\s+/).filter(Boolean), className].filter(Boolean);
  return (
    <CmsContextProvider value={{ localizeHref, currency, navigation, listing: findPageListing(page), leadImageSlot: findLeadImageSlot(page) }}>
      <CmsListingPageLoaderProvider loadPage={loadListingPage}>
        <div className={classes.join(' ')} data-cms-page={page.type}>
          {sections.map((section) => (
            <CmsSection key={section.id} section={section} registry={registry} development={development} />
          ))}
        </div>
      </CmsListingPageLoaderProvider>
    </CmsContextProvider>
  );
}
