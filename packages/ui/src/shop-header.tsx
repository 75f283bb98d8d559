import type { ComponentType, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './link';
import { countPill } from './count-pill.css';
import * as styles from './shop-header.css';

/**
 * The component that renders the header's links (`href`, `className`, `children` and any anchor
 * attribute). `AppLink` by default, which uses the `LinkProvider`'s router link; a host that wants
 * another link for its header (e.g. Remix's `Link` without prefetching) passes its own.
 */
export type HeaderLinkComponent = ComponentType<AppLinkProps>;

export interface ShopHeaderProps {
  /** `reduced` (checkout, sign-in): no menu and no search, and the settings stay in the row on phones. */
  variant?: 'full' | 'reduced';
  /** The home page's path. */
  homeHref: string;
  /** Accessible name of the home link, already translated ("Gipfel – zur Startseite"). */
  homeLabel: string;
  /** What the home link shows: the shop's name or its logo. */
  logo: ReactNode;
  /**
   * The phone menu (full header only), e.g. a `NavigationDrawer`: give its root `className`
   * (hidden from `md` up) and its button `triggerClassName`.
   */
  menu?: (placement: { className: string; triggerClassName: string }) => ReactNode;
  /** The search form (full header only): give its root `className` (under the row on phones, in it from `md` up). */
  search?: (placement: { className: string }) => ReactNode;
  /** The shop actions at the row's end: `HeaderIconLink`s (wishlist, account, cart) or a `HeaderTextLink`. */
  actions?: ReactNode;
  /** Language, currency and country switches. The full header hides them below `md` (they belong in the menu there). */
  settings?: ReactNode;
  linkComponent?: HeaderLinkComponent;
  className?: string;
}

/**
 * The shop's header. Phones first: below `md` one row of menu button, logo and 44 × 44 px icon
 * links (their words for screen readers only), the search field under it; from `md` up the icons
 * get their words and the settings come back into the row. Presentational: the host brings its
 * menu, search, account menu, counts and switches.
 */
export function ShopHeader({
  variant = 'full',
  homeHref,
  homeLabel,
  logo,
  menu,
  search,
  actions,
  settings,
  linkComponent: Link = AppLink,
  className,
}: ShopHeaderProps) {
  const full = variant === 'full';
  return (
    <header className={className ? `${styles.header} ${className}` : styles.header}>
      <div className={styles.inner}>
        {full && menu ? menu({ className: styles.menu, triggerClassName: styles.menuTrigger }) : null}
        <Link href={homeHref} className={styles.logo} aria-label={homeLabel}>
          {logo}
        </Link>
        {full && search ? search({ className: styles.search }) : null}
        <div className={styles.actions}>
          {actions}
          {settings ? <div className={full ? styles.settingsWide : styles.settings}>{settings}</div> : null}
        </div>
      </div>
    </header>
  );
}

export interface HeaderIconLinkProps extends Omit<AppLinkProps, 'children'> {
  href: string;
  /** A decorative 24 px icon (`CartIcon`, `WishlistIcon`, `AccountIcon` or the host's own, `aria-hidden`). */
  icon: ReactNode;
  /** The word, already translated: visible from `md` up, the link's name for screen readers on phones. */
  label: string;
  /** A count on the icon (items in the cart); no badge for 0, null or undefined. */
  count?: number | null;
  /**
   * The link's accessible name while a count shows, already translated ("Warenkorb, 2 Artikel");
   * "label, count" without it. The badge itself is hidden from screen readers.
   */
  countLabel?: string;
  /** A host's own count badge instead of `count` (e.g. one that keeps its place): give it `className`. */
  badge?: (placement: { className: string }) => ReactNode;
  linkComponent?: HeaderLinkComponent;
}

/** An icon link of the header: 44 × 44 px with the icon alone on phones, icon and word from `md` up, an optional count. */
export function HeaderIconLink({
  href,
  icon,
  label,
  count,
  countLabel,
  badge,
  linkComponent: Link = AppLink,
  className,
  'aria-label': ariaLabel,
  ...props
}: HeaderIconLinkProps) {
  const shown = typeof count === 'number' && count > 0;
  return (
    <Link
      href={href}
      className={className ? `${styles.iconLink} ${className}` : styles.iconLink}
      aria-label={shown ? (countLabel ?? `${label}, ${count}`) : ariaLabel}
      {...props}
    >
      {icon}
      <HeaderIconLabel>{label}</HeaderIconLabel>
      {/* A space between word and count (none on screen in the flex row): the visible text then reads
          "Warenkorb 3", whose words are in the name "Warenkorb, 3 Artikel" (label in name, WCAG 2.5.3). */}
      {badge || shown ? ' ' : null}
      {badge ? badge({ className: styles.badge }) : null}
      {shown ? (
        <span className={`${countPill} ${styles.badge}`} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The word beside a header icon, for an icon control of the host's own (a `<summary>`): screen readers only below `md`. */
export function HeaderIconLabel({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}

export interface HeaderTextLinkProps extends AppLinkProps {
  linkComponent?: HeaderLinkComponent;
}

/** A word link among the header's actions ("Register", "Back to the shop"). */
export function HeaderTextLink({ linkComponent: Link = AppLink, className, children, ...props }: HeaderTextLinkProps) {
  return (
    <Link className={className ? `${styles.textLink} ${className}` : styles.textLink} {...props}>
      {children}
    </Link>
  );
}

// Line icons of the header (24 × 24, currentColor); decorative: their links carry the names.

export function AccountIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

export function WishlistIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="19" r="1.3" />
      <circle cx="17" cy="19" r="1.3" />
    </svg>
  );
}
