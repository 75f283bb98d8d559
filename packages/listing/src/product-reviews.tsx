import { useId } from 'react';
import type { Schemas } from '@gipfel/api';
import { formatLocaleOf, formatShopDate, useShopTimeZone, useTranslation } from '@gipfel/i18n';
import { formatRating } from './rating-format';
import * as styles from './product-reviews.css';

export interface ProductReviewsProps {
  /** Reviews of `readProductReviews`; reviews not yet approved (`status` not true) are never shown. */
  reviews: ReadonlyArray<Schemas['ProductReview']>;
  /** `product.ratingAverage`; default: the average of the shown reviews. */
  ratingAverage?: number | null;
  /** Total number of approved reviews, when more exist than are passed. */
  total?: number;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Rating as stars for the eye and as "4 of 5 stars" for screen readers. */
function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation('listing');
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span role="img" aria-label={t('reviews.stars', { rating: formatRating(rating, formatLocaleOf(i18n.language)) })} className={styles.stars}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

/** The approved reviews of a product with their average: title, text, stars, date and the shop's reply. */
export function ProductReviews({ reviews, ratingAverage, total, headingLevel = 2, className }: ProductReviewsProps) {
  const { t, i18n } = useTranslation('listing');
  const timeZone = useShopTimeZone();
  const id = useId();
  const approved = reviews.filter((review) => review.status === true);
  const points = approved.map((review) => review.points).filter((value): value is number => typeof value === 'number');
  const average = ratingAverage ?? (points.length > 0 ? points.reduce((sum, value) => sum + value, 0) / points.length : undefined);
  const count = Math.max(total ?? 0, approved.length);
  const Heading = `h${headingLevel}` as const;
  const ReviewHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('reviews.title')}
      </Heading>
      {count > 0 && average !== undefined ? (
        <p className={styles.summary}>
          <Stars rating={average} />
          <span>{t('reviews.average', { rating: formatRating(average, formatLocaleOf(i18n.language)) })}</span>
          <span>({t('reviews.count', { count })})</span>
        </p>
      ) : null}
      {approved.length === 0 ? (
        <p className={styles.empty}>{t('reviews.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {approved.map((review) => (
            <li key={review.id}>
              <article className={styles.review}>
                <ReviewHeading className={styles.reviewTitle}>{review.title}</ReviewHeading>
                <p className={styles.meta}>
                  {typeof review.points === 'number' ? <Stars rating={review.points} /> : null}
                  {review.createdAt ? (
                    <>
                      {' · '}
                      <time dateTime={review.createdAt}>{formatShopDate(review.createdAt, formatLocaleOf(i18n.language), { timeZone })}</time>
                    </>
                  ) : null}
                  {review.externalUser ? ` · ${review.externalUser}` : null}
                </p>
                <p className={styles.content}>{review.content}</p>
                {review.comment ? (
                  <div className={styles.reply}>
                    <p className={styles.replyTitle}>{t('reviews.reply')}</p>
                    <p className={styles.content}>{review.comment}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
