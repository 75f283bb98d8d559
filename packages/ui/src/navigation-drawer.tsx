import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { Drawer } from './drawer';
import { AppLink } from './link';
import * as styles from './navigation-drawer.css';
import { useHydrated } from './use-hydrated';
import { visuallyHidden } from './visually-hidden.css';

/** One entry of a navigation tree: a link, or a heading without a page (`href: null`). */
export interface NavigationDrawerItem {
  id: string;
  name: string;
  href: string | null;
  /** Opens in a new tab (external links that ask for it). */
  newTab?: boolean;
  children?: readonly NavigationDrawerItem[];
}

export interface NavigationDrawerProps {
  /** The main navigation, any depth (the shop has three levels). */
  items: readonly NavigationDrawerItem[];
  /** Service links (contact, imprint, terms …), one level. */
  serviceItems?: readonly NavigationDrawerItem[];
  /** Language, currency and country switches: the host's own forms and links. */
  settings?: ReactNode;
  /** The current page's path: its entry is marked `aria-current="page"` and its branch starts open. */
  currentHref?: string;
  /** Accessible name of the category navigation inside the menu; "Sortiment" by default. */
  navigationLabel?: string;
  /** Class of the menu button (size and place in the host's header). */
  triggerClassName?: string;
  /** Class of the menu root (for example a class that hides it from a breakpoint up). */
  className?: string;
}

function containsHref(entry: NavigationDrawerItem, href: string | undefined): boolean {
  if (!href) return false;
  return entry.href === href || (entry.children ?? []).some((child) => containsHref(child, href));
}

function MenuIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function EntryLink({ entry, currentHref, className, children }: { entry: NavigationDrawerItem; currentHref?: string; className: string; children?: ReactNode }) {
  const label = children ?? entry.name;
  if (!entry.href) return <span className={className}>{label}</span>;
  return (
    <AppLink
      href={entry.href}
      className={className}
      target={entry.newTab ? '_blank' : undefined}
      aria-current={entry.href === currentHref ? 'page' : undefined}
    >
      {label}
    </AppLink>
  );
}

/** An entry with children is a disclosure (native `<details>`: keyboard and no-JavaScript ready). */
function Entry({ entry, currentHref, level }: { entry: NavigationDrawerItem; currentHref?: string; level: number }) {
  const { t } = useTranslation('ui');
  const children = entry.children ?? [];
  if (!children.length) {
    return (
      <li>
        <EntryLink entry={entry} currentHref={currentHref} className={styles.link} />
      </li>
    );
  }
  return (
    <li>
      <details open={containsHref(entry, currentHref) || undefined}>
        <summary className={styles.summary} data-level={level}>
          {entry.name}
        </summary>
        <ul className={styles.list} data-level={level + 1}>
          {entry.href ? (
            <li>
              <EntryLink entry={entry} currentHref={currentHref} className={styles.link}>
                {t('menuShowAll', { name: entry.name })}
              </EntryLink>
            </li>
          ) : null}
          {children.map((child) => (
            <Entry key={child.id} entry={child} currentHref={currentHref} level={level + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function MenuContent({ items, serviceItems = [], settings, currentHref, navigationLabel }: NavigationDrawerProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.content}>
      {items.length ? (
        <nav aria-label={navigationLabel ?? t('menuCategories')}>
          <ul className={styles.list} data-level={1}>
            {items.map((entry) => (
              <Entry key={entry.id} entry={entry} currentHref={currentHref} level={1} />
            ))}
          </ul>
        </nav>
      ) : null}
      {serviceItems.length ? (
        <nav aria-label={t('menuService')} className={styles.section}>
          <ul className={styles.list} data-level={1}>
            {serviceItems.map((entry) => (
              <li key={entry.id}>
                <EntryLink entry={entry} currentHref={currentHref} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {settings ? (
        <section aria-label={t('menuSettings')} className={[styles.section, styles.settings].join(' ')}>
          {settings}
        </section>
      ) : null}
    </div>
  );
}

/**
 * The site menu for phones: a button that opens the navigation levels, service links and the
 * shop settings in a drawer from the left (focus trapped and restored, Escape closes). Before
 * JavaScript runs it is a `<details>` whose panel opens below the header, so every category
 * stays reachable without it.
 */
export function NavigationDrawer(props: NavigationDrawerProps) {
  const { triggerClassName, className } = props;
  const { t } = useTranslation('ui');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const triggerClasses = [styles.trigger, triggerClassName].filter(Boolean).join(' ');
  const label = (
    <>
      <MenuIcon />
      <span className={visuallyHidden}>{t('menu')}</span>
    </>
  );

  if (!hydrated) {
    return (
      <details className={className} data-testid="navigation-menu">
        <summary className={triggerClasses}>{label}</summary>
        <div className={styles.fallbackPanel}>
          <MenuContent {...props} />
        </div>
      </details>
    );
  }

  // A followed link closes the menu; the new page gets the focus from the router.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <div className={className} data-testid="navigation-menu">
      <Drawer
        side="left"
        open={open}
        onOpenChange={setOpen}
        title={t('menu')}
        trigger={
          <button type="button" className={triggerClasses}>
            {label}
          </button>
        }
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: links are followed by click and Enter alike */}
        <div onClick={closeOnLink}>
          <MenuContent {...props} />
        </div>
      </Drawer>
    </div>
  );
}
