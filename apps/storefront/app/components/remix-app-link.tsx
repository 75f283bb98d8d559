import type { AppLinkProps } from '@gipfel/ui';
import { LimitedLink } from './limited-link';

/** The packages' links go through Remix's router (client navigation, limited prefetch on intent). */
export function RemixAppLink({ href, children, ...props }: AppLinkProps) {
  return (
    <LimitedLink to={href} {...props}>
      {children}
    </LimitedLink>
  );
}
