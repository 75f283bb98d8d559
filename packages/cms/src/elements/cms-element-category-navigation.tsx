import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { useTranslation } from '@gipfel/i18n';
import { isInternalHref, useCmsContext } from '../cms-context';
import { isSafeUrl } from '../rich-text/safe-url';
import * as styles from './category-navigation.css';

/**
 * The CMS `category-navigation`, in a category's sidebar or a product layout: it has no data in
 * Shopware; the host passes the tree (`CmsPage` `navigation`).
 */

function nameOf(category: Schemas['Category']): string {
  return translatedText(category, 'name').trim();
}

function categoryHref(category: Schemas['Category'], localizeHref: (href: string) => string): string | null {
  if (category.type === 'folder') return null;
  const seo = category.seoUrls?.find((entry) => entry.isCanonical) ?? category.seoUrls?.[0];
  if (category.type === 'link') {
    const external = translatedText(category, 'externalLink');
    if (typeof external === 'string' && external !== '' && isSafeUrl(external)) return isInternalHref(external) ? localizeHref(external) : external;
  }
  return localizeHref(seo?.seoPathInfo ? `/${seo.seoPathInfo.replace(/^\/+/, '')}` : `/navigation/${category.id}`);
}

function CategoryList({ categories, activeId, localizeHref }: { categories: Schemas['Category'][]; activeId: string | null; localizeHref: (href: string) => string }) {
  const visible = categories.filter((category) => category.active !== false && category.visible !== false);
  if (visible.length === 0) return null;
  return (
    <ul className={styles.categoryList}>
      {visible.map((category) => {
        const href = categoryHref(category, localizeHref);
        const current = category.id === activeId;
        const children = (category.children ?? []) as Schemas['Category'][];
        return (
          <li key={category.id}>
            {href ? (
              <a href={href} aria-current={current ? 'page' : undefined} className={styles.categoryLink}>
                {nameOf(category)}
              </a>
            ) : (
              <span className={styles.categoryLink}>{nameOf(category)}</span>
            )}
            {children.length > 0 ? <CategoryList categories={children} activeId={activeId} localizeHref={localizeHref} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The CMS `category-navigation`: the category tree the host passes (`CmsPage` `navigation`), the current one marked. */
export function CmsElementCategoryNavigation() {
  const { t } = useTranslation('cms');
  const { navigation, localizeHref } = useCmsContext();
  if (!navigation || navigation.tree.length === 0) return null;
  return (
    <nav aria-label={t('productDetail.categories')} className={styles.categoryNavigation}>
      <CategoryList categories={navigation.tree} activeId={navigation.activeId ?? null} localizeHref={localizeHref} />
    </nav>
  );
}
