import { Link } from '@remix-run/react';
import { useTranslation } from '@gipfel/i18n';
import * as styles from '../styles/catalogue.css';

export interface BreadcrumbItem {
  label: string;
  /** Localised path; the last item (the current page) has none. */
  href?: string;
}

/** The path to the current page: a labelled `nav` with an ordered list, the last entry marked as the current page. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation('storefront');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.breadcrumbItem}>
              {item.href && !current ? (
                <Link to={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
