import { useTranslation } from '@gipfel/i18n';
import type { BlogPost } from '@gipfel/api';
import { Pagination } from '@gipfel/listing';
import { BlogPostCard } from './blog-post-card';
import * as styles from './blog-post.css';

export interface BlogListProps {
  /** The posts of the current page, newest first. */
  posts: readonly BlogPost[];
  /** Link of a post (already localised by the host). */
  postHref: (post: BlogPost) => string;
  /** 1-based current page. */
  page: number;
  /** Number of published posts over all pages. */
  total: number;
  /** Posts per page. */
  limit: number;
  /** Heading level of the card titles (default 2, under the page's h1). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The news listing: a grid of post cards and page links (`?p=2`, plain links that work without
 * JavaScript; page 1 has no `p`). No posts: a short note instead of an empty grid.
 */
export function BlogList({ posts, postHref, page, total, limit, headingLevel = 2, className }: BlogListProps) {
  const { t } = useTranslation('cms');
  if (posts.length === 0) return <p className={styles.empty}>{t('blog.empty')}</p>;
  return (
    <div className={className}>
      <ul className={styles.list} aria-label={t('blog.listLabel')}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <BlogPostCard post={post} href={postHref(post)} headingLevel={headingLevel} priority={index < 3} />
          </li>
        ))}
      </ul>
      <Pagination page={page} total={total} limit={limit} />
    </div>
  );
}
