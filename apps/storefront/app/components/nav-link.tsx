import { useLocation } from '@remix-run/react';
import { AppLink } from '@gipfel/ui';
import type { ReactNode } from 'react';
import type { NavItem } from '@gipfel/cms';
import { LimitedLink } from './limited-link';

/**
 * One navigation entry: an internal link, an external link (new tab if asked), or a heading.
 * External links go through `AppLink`: only allowlisted hosts become links (decision 0020).
 */
export function NavEntryLink({ item, className, children }: { item: NavItem; className?: string; children?: ReactNode }) {
  const location = useLocation();
  const label = children ?? item.name;
  if (!item.href) return <span className={className}>{label}</span>;
  if (item.external) {
    return (
      <AppLink href={item.href} className={className} target={item.newTab ? '_blank' : undefined}>
        {label}
      </AppLink>
    );
  }
  return (
    <LimitedLink to={item.href} className={className} aria-current={location.pathname === item.href ? 'page' : undefined}>
      {label}
    </LimitedLink>
  );
}
