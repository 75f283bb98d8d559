import { createContext, createElement, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * Packages render links without knowing the host's router: the host provides its link component
 * (for Remix, one that renders `<Link to={href}>`); without a provider a plain `<a>` is used.
 */
const LinkContext = createContext<ComponentType<AppLinkProps> | null>(null);

export function LinkProvider({ component, children }: { component: ComponentType<AppLinkProps>; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link that uses the host's router when one is provided. External URLs always get a plain anchor. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, children, ...props }, ref) {
  const HostLink = useContext(LinkContext);
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  if (HostLink && !external) {
    // HostLink is the provider's component, stable across renders, not one made during render.
    return createElement(HostLink, { href, ...props }, children);
  }
  return (
    <a ref={ref} href={href} {...props}>
      {children}
    </a>
  );
});
