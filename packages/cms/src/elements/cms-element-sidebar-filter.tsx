import { FilterDrawer } from '@gipfel/listing';
import { useCmsContext } from '../cms-context';

/**
 * The CMS `sidebar-filter`: filters of the page's product listing, a sidebar from `md` up and a
 * "Filter (n)" drawer on phones; the chosen filters show as chips above the listing's grid.
 */
export function CmsElementSidebarFilter() {
  const { listing, currency } = useCmsContext();
  if (!listing) return null;
  return <FilterDrawer listing={listing} currency={currency} />;
}
