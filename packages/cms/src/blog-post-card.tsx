import type { BlogPost } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { formatLocaleOf, formatShopDate, useShopTimeZone, useTranslation } from '@gipfel/i18n';
import { AppLink, mediaQueries } from '@gipfel/ui';
import { getImageSrcSet } from './elements/cms-element-image';
import * as styles from './blog-post.css';

export interface BlogPostCardProps {
  post: BlogPost;
  /** Link of the post (already localised by the host), e.g. `/fr/news/blog/{id}`. */
  href: string;
  /** Heading level of the title: 2 under the page's h1 (default), 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The first cards of a page: load the image at once (not lazily). */
  priority?: boolean;
  className?: string;
}

/** One post of the news listing: title (the link), category, date, author, teaser and cover. */
export function BlogPostCard({ post, href, headingLevel = 2, priority = false, className }: BlogPostCardProps) {
  const { t, i18n } = useTranslation('cms');
  const timeZone = useShopTimeZone();
  const Heading = `h${headingLevel}` as const;
  const title = translatedText(post, 'title');
  const teaser = translatedText(post, 'teaser');
  const category = translatedText(post.category, 'name');
  const date = formatShopDate(post.publishedAt, formatLocaleOf(i18n.language), { timeZone });
  const media = post.media;
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card}>
      <Heading className={styles.cardTitle}>
        <AppLink href={href} className={styles.cardLink}>
          {title}
        </AppLink>
      </Heading>
      <p className={styles.meta}>
        {category ? <span className={styles.category}>{category}</span> : null}
        {date ? <time dateTime={post.publishedAt}>{date}</time> : null}
        {post.author ? <span>{t('blog.byAuthor', { author: post.author })}</span> : null}
      </p>
      {teaser ? <p className={styles.cardTeaser}>{teaser}</p> : null}
      {media?.url ? (
        // The title names the card; the cover is decoration here.
        <img
          className={styles.cardImage}
          src={media.thumbnails?.find((thumbnail) => thumbnail.width >= 800)?.url ?? media.url}
          srcSet={getImageSrcSet(media)}
          sizes={`${mediaQueries.lg} 33vw, ${mediaQueries.md} 50vw, 100vw`}
          alt=""
          width={media.metaData?.width ?? undefined}
          height={media.metaData?.height ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
    </article>
  );
}
