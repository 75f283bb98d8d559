import { useId } from 'react';
import type { BlogPost } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { formatLocaleOf, formatShopDate, useShopTimeZone, useTranslation } from '@gipfel/i18n';
import { ListingLinkProvider, ProductSlider } from '@gipfel/listing';
import { getImageSrcSet } from './elements/cms-element-image';
import { useSanitizedHtml } from './rich-text/rich-text-context';
import * as styles from './blog-post.css';

export interface BlogPostViewProps {
  /** The post of `getBlogPost` (with `relatedProducts`). */
  post: BlogPost;
  /** ISO code of the context currency, for the related products' prices. */
  currency?: string;
  /** Adds the language prefix to root-relative product links (`/Food/…` → `/fr/Food/…`). */
  localizeHref?: (path: string) => string;
  /** Where the related products' add-to-cart forms post without JavaScript. */
  addToCartAction?: string;
  className?: string;
}

const identity = (path: string) => path;

/**
 * A blog post: category, title (the page's h1), date and author, cover image, the body (the
 * editor's HTML, sanitised (see `RichTextProvider`): no scripts, event handlers, unsafe URLs or overlaying
 * styles; links only to the host's allowed sites) and the related products as a slider.
 */
export function BlogPostView({ post, currency, localizeHref = identity, addToCartAction, className }: BlogPostViewProps) {
  const { t, i18n } = useTranslation('cms');
  const timeZone = useShopTimeZone();
  const titleId = useId();
  const title = translatedText(post, 'title');
  const content = useSanitizedHtml(translatedText(post, 'content'));
  const category = translatedText(post.category, 'name');
  const date = formatShopDate(post.publishedAt, formatLocaleOf(i18n.language), { timeZone });
  const media = post.media;
  const alt = translatedText(media, 'alt');
  const related = post.relatedProducts ?? [];
  return (
    <>
      <article className={className ? `${styles.article} ${className}` : styles.article} aria-labelledby={titleId}>
        <header className={styles.header}>
          {category ? <p className={styles.category}>{category}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.meta}>
            {date ? (
              <span>
                {t('blog.publishedOn')} <time dateTime={post.publishedAt}>{date}</time>
              </span>
            ) : null}
            {post.author ? <span>{t('blog.byAuthor', { author: post.author })}</span> : null}
          </p>
        </header>
        {media?.url ? (
          <figure className={styles.figure}>
            <img
              className={styles.cover}
              src={media.url}
              srcSet={getImageSrcSet(media)}
              sizes="(min-width: 48rem) 48rem, 100vw"
              alt={alt}
              width={media.metaData?.width ?? undefined}
              height={media.metaData?.height ?? undefined}
              // React 18 passes the lower-case attribute through (it does not know `fetchPriority`).
              {...{ fetchpriority: 'high' }}
              decoding="async"
            />
          </figure>
        ) : null}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: content }} />
      </article>
      {related.length > 0 ? (
        <section className={styles.related}>
          <ListingLinkProvider localizeHref={localizeHref} addToCartAction={addToCartAction}>
            <ProductSlider products={related} currency={currency} title={t('blog.relatedProducts')} />
          </ListingLinkProvider>
        </section>
      ) : null}
    </>
  );
}
