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

/** Schemes a link may use; `javascript:`, `data:`, `vbscript:`, `file:` and the like never become links. */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** True when an href is safe to render as a link: a path, a fragment, a query or an allowed scheme. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = [...href].filter((char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f)).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || allowedSchemes.has(`${scheme.toLowerCase()}:`);
}

/**
 * A link that uses the host's router when one is provided. External URLs get a plain anchor;
 * unsafe ones (`javascript:`, `data:` …) render their content without a link.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, children, ...props }, ref) {
  const HostLink = useContext(LinkContext);
  if (!isSafeHref(href)) return <span className={props.className}>{children}</span>;
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
