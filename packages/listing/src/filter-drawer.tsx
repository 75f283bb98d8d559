import { useRef, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { ListingCriteria, Schemas } from '@gipfel/api';
import { AppLink, Button, Drawer, hideOnDesktop, useHydrated, visuallyHidden } from '@gipfel/ui';
import { countActiveFilters, resetFiltersHref } from './active-filters';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { useListingNavigate } from './listing-links';
import { getListingCriteria, listingHref } from './listing-url';
import * as styles from './filter-drawer.css';

export interface FilterDrawerProps extends Omit<FilterPanelProps, 'listing' | 'hideTitle' | 'showActions' | 'applyOnChange'> {
  /** The listing: its aggregations and current filters, and `total` for "Show n products". */
  listing: FilterPanelProps['listing'] & Partial<Pick<Schemas['ProductListingResult'], 'total'>>;
}

function FilterIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The listing's filters for every width: from `lg` up the filter panel as a sidebar; on phones
 * and tablets (below `lg`, where the listing is one column) a "Filter (n)" button (n chosen values) that opens the panel in a drawer (focus trapped and
 * restored, Escape closes), where each choice applies at once through the host's router
 * (`ListingLinkProvider`'s `navigate`, or `onApply`), with "Show n products" and "Reset".
 * Before JavaScript runs, the panel is a `<details>` ("Filter (n)") that is closed on phones, so
 * the products come first, and shown open from `lg` up; its form is a plain GET form.
 */
export function FilterDrawer({ listing, criteria, onApply, currency, headingLevel, showActiveFilters = false, className, ...panelProps }: FilterDrawerProps) {
  const { t } = useTranslation('listing');
  const hydrated = useHydrated();
  const navigate = useListingNavigate();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  const current = criteria ?? getListingCriteria(listing);
  const count = countActiveFilters(current);
  const total = listing.total ?? 0;
  const label = count > 0 ? t('filters.open', { number: count }) : t('filters.title');
  const shownHref = listingHref({ ...current, p: undefined });

  // The drawer's choices go through the host's router; a criteria the listing already shows is no navigation.
  const apply =
    onApply ??
    (navigate
      ? (next: ListingCriteria) => {
          const href = listingHref({ ...next, p: undefined });
          if (href !== shownHref) navigate(href);
        }
      : undefined);

  function showProducts() {
    // A price typed but not yet applied counts too.
    sheet.current?.querySelector('form')?.requestSubmit();
    setOpen(false);
  }

  const reset = apply ? (
    <Button variant="secondary" className={styles.footerAction} onClick={() => apply({ search: current.search, order: current.order, limit: current.limit })}>
      {t('filters.resetShort')}
    </Button>
  ) : (
    <AppLink href={resetFiltersHref(current)} className={styles.resetLink}>
      {t('filters.resetShort')}
    </AppLink>
  );

  const panel = { listing, criteria: current, currency, onApply, ...panelProps };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {hydrated ? (
        <Drawer
          side="left"
          open={open}
          onOpenChange={setOpen}
          title={t('filters.title')}
          trigger={
            <Button variant="secondary" className={[styles.trigger, hideOnDesktop].join(' ')}>
              <FilterIcon />
              {label}
            </Button>
          }
          footer={
            <div className={styles.footer}>
              {reset}
              <Button className={styles.footerAction} onClick={showProducts}>
                {t('filters.showProducts', { count: total })}
              </Button>
            </div>
          }
        >
          <div ref={sheet}>
            <p className={visuallyHidden} role="status">
              {t('toolbar.count', { count: total })}
            </p>
            <FilterPanel {...panel} onApply={apply} headingLevel={headingLevel} hideTitle showActions={false} applyOnChange showActiveFilters />
          </div>
        </Drawer>
      ) : null}
      {/* The same element before and after hydration, so a box ticked before it stays ticked. */}
      <details className={styles.inline} open={hydrated || undefined} data-hydrated={hydrated || undefined}>
        <summary className={styles.summary}>
          <FilterIcon />
          {label}
        </summary>
        <FilterPanel {...panel} headingLevel={headingLevel} showActiveFilters={showActiveFilters} />
      </details>
    </div>
  );
}
