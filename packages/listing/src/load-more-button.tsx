import { useTranslation } from '@gipfel/i18n';
import type { ListingCriteria } from '@gipfel/api';
import { AppLink, Button, useHydrated, visuallyHidden } from '@gipfel/ui';
import { listingHref } from './listing-url';
import * as styles from './load-more-button.css';

export interface LoadMoreButtonProps {
  /** Products shown so far and in total. */
  shown: number;
  total: number;
  /** The page shown last; the link goes to the next one. */
  page: number;
  criteria?: ListingCriteria;
  /** With JavaScript: appends the next page (the listing store's load-more). Without it, a link to the next page. */
  onLoadMore?: () => void;
  /** While the next page is loading. */
  loading?: boolean;
  /** Said politely by screen readers once it changes, e.g. "24 more products loaded". */
  announcement?: string;
  /** Shown (and announced) when loading the next page failed; the button stays for another try. */
  error?: string;
  className?: string;
}

/** "Load more products" with the progress; a plain link to the next page before JavaScript runs. */
export function LoadMoreButton({ shown, total, page, criteria = {}, onLoadMore, loading = false, announcement = '', error, className }: LoadMoreButtonProps) {
  const { t } = useTranslation('listing');
  const hydrated = useHydrated();
  const hasMore = shown < total;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <p className={styles.progress}>{t('loadMore.shown', { shown, total })}</p>
      {/* Always in the page, so the change of its text is announced. */}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {hasMore && hydrated && onLoadMore ? (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {loading ? t('loadMore.loading') : t('loadMore.button')}
        </Button>
      ) : hasMore ? (
        <AppLink href={listingHref(criteria, { p: page + 1 })} className={styles.link} rel="next">
          {t('loadMore.button')}
        </AppLink>
      ) : null}
    </div>
  );
}
