import { Link } from '@remix-run/react';
import type { AppLinkProps } from '@gipfel/ui';

/** The header's links (`linkComponent` of `ShopHeader` and its pieces): Remix's `Link` as it is, without prefetching. */
export function HeaderLink({ href, children, ...props }: AppLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
