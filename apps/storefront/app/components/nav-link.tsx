import { Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { NavItem } from '../lib/navigation.server';

/** One navigation entry: an internal link, an external link (new tab if asked), or a heading. */
export function NavEntryLink({ item, className, children }: { item: NavItem; className?: string; children?: ReactNode }) {
  const location = useLocation();
  const label = children ?? item.name;
  if (!item.href) return <span className={className}>{label}</span>;
  if (item.external) {
    return (
      <a href={item.href} className={className} rel="noopener noreferrer" target={item.newTab ? '_blank' : undefined}>
        {label}
      </a>
    );
  }
  return (
    <Link to={item.href} className={className} prefetch="intent" aria-current={location.pathname === item.href ? 'page' : undefined}>
      {label}
    </Link>
  );
}
