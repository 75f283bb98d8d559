import { useTranslation } from '@gipfel/i18n';
import type { ListingCriteria } from '@gipfel/api';
import { AppLink } from '@gipfel/ui';
import { listingHref } from './listing-url';
import * as styles from './pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  total: number;
  limit: number;
  /** The criteria of the current URL; page links keep them and change only `p`. */
  criteria?: ListingCriteria;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblings?: number;
  className?: string;
}

/** The page numbers to show: first, last and the neighbours of the current page, with gaps as `'gap'`. */
export function paginationItems(page: number, pageCount: number, siblings = 1): Array<number | 'gap'> {
  const pages = new Set<number>([1, pageCount]);
  for (let n = page - siblings; n <= page + siblings; n += 1) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // A gap of one page shows the page itself rather than an ellipsis.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Page links (`?p=n`, keeping the other criteria) with previous and next; nothing for a single page. */
export function Pagination({ page, total, limit, criteria = {}, siblings = 1, className }: PaginationProps) {
  const { t } = useTranslation('listing');
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  // Page 1 has no `p`, so it shares its URL with the unpaged listing.
  const href = (n: number) => listingHref(criteria, { p: n > 1 ? n : undefined });

  return (
    <nav className={className ? `${styles.nav} ${className}` : styles.nav} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <AppLink href={href(current - 1)} rel="prev" className={styles.link} aria-label={t('pagination.previous')}>
              <span aria-hidden="true">‹</span>
            </AppLink>
          ) : (
            <span className={styles.disabled} aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {paginationItems(current, pageCount, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                href={href(item)}
                className={styles.link}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <AppLink href={href(current + 1)} rel="next" className={styles.link} aria-label={t('pagination.next')}>
              <span aria-hidden="true">›</span>
            </AppLink>
          ) : (
            <span className={styles.disabled} aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
