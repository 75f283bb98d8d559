import { Link } from '@remix-run/react';
import type { AppLinkProps } from '@gipfel/ui';

/** The packages' links go through Remix's router (client navigation, prefetch on intent). */
export function RemixAppLink({ href, children, ...props }: AppLinkProps) {
  return (
    <Link to={href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}
