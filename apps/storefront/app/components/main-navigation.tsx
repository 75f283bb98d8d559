import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { NavItem } from '@gipfel/cms';
import * as styles from '../styles/shell.css';
import { NavEntryLink } from './nav-link';

/**
 * The main navigation, three levels. Entries with children open a panel (native
 * `<details>`: works with keyboard and before JavaScript loads); one panel is open at a time,
 * Escape closes it, and it closes when the page changes.
 */
export function MainNavigation({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('storefront');
  const ref = useRef<HTMLUListElement>(null);
  const location = useLocation();

  useEffect(() => {
    ref.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [location.pathname]);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      list.querySelectorAll('details[open]').forEach((d) => d !== opened && d.removeAttribute('open'));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = list.querySelector<HTMLDetailsElement>('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    list.addEventListener('toggle', onToggle, true);
    list.addEventListener('keydown', onKey);
    return () => {
      list.removeEventListener('toggle', onToggle, true);
      list.removeEventListener('keydown', onKey);
    };
  }, []);

  if (!items.length) return null;
  return (
    <nav aria-label={t('header.mainNavigation')} className={styles.mainNav}>
      <ul ref={ref} className={styles.mainNavList}>
        {items.map((item) => (
          <li key={item.id} className={styles.mainNavItem}>
            {item.children.length ? (
              <details>
                <summary className={styles.mainNavTrigger}>{item.name}</summary>
                <div className={styles.mainNavPanel}>
                  {item.href ? (
                    <NavEntryLink item={item} className={styles.mainNavGroupTitle}>
                      {t('header.showAll', { name: item.name })}
                    </NavEntryLink>
                  ) : null}
                  {item.children.map((child) => (
                    <div key={child.id}>
                      <NavEntryLink item={child} className={styles.mainNavGroupTitle} />
                      {child.children.length ? (
                        <ul className={styles.mainNavSubList}>
                          {child.children.map((leaf) => (
                            <li key={leaf.id}>
                              <NavEntryLink item={leaf} className={styles.mainNavLink} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  ))}
                </div>
              </details>
            ) : (
              <NavEntryLink item={item} className={styles.mainNavTrigger} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
