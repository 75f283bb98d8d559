import { AppLink } from '@gipfel/ui';
import type { ReactNode } from 'react';
import { isInternalHref, useCmsContext } from '../cms-context';
import { isSafeUrl } from '../rich-text/safe-url';

export interface CmsLinkProps {
  href: unknown;
  newTab?: boolean;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link from CMS content: internal paths go through the host's router and language prefix,
 * external ones open as plain anchors; unsafe or missing URLs render the content without a link.
 */
export function CmsLink({ href, newTab = false, children, ...props }: CmsLinkProps) {
  const { localizeHref } = useCmsContext();
  if (typeof href !== 'string' || href === '' || !isSafeUrl(href)) return <>{children}</>;
  const target = isInternalHref(href) ? localizeHref(href) : href;
  return (
    <AppLink href={target} target={newTab ? '_blank' : undefined} rel={newTab || !isInternalHref(href) ? 'noopener noreferrer' : undefined} {...props}>
      {children}
    </AppLink>
  );
}
