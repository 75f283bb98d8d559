import { createContext, createElement, forwardRef, useContext, useMemo, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

export interface LinkPolicy {
  /**
   * Host names external http(s) links may point at (`www.instagram.com`); any other external URL
   * renders as text. Undefined (no configuration, e.g. a package on its own) lets every http(s)
   * URL through; an empty list blocks them all.
   */
  externalHosts?: readonly string[];
  /** The shop's own origin (`https://shop.example`): absolute URLs to it count as internal. */
  origin?: string;
}

/**
 * Packages render links without knowing the host's router: the host provides its link component
 * (for Remix, one that renders `<Link to={href}>`) and its link policy; without a provider a plain
 * `<a>` is used.
 */
const LinkContext = createContext<{ component: ComponentType<AppLinkProps> | null; policy: LinkPolicy }>({ component: null, policy: {} });

export function LinkProvider({
  component,
  externalHosts,
  origin,
  children,
}: { component: ComponentType<AppLinkProps>; children: ReactNode } & LinkPolicy) {
  const value = useMemo(() => ({ component, policy: { externalHosts, origin } }), [component, externalHosts, origin]);
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/**
 * The host's link policy (allowed external hosts, own origin), for code that builds links outside
 * `AppLink`, such as sanitised rich text; `{}` (every http(s) link allowed) without a provider.
 */
export function useLinkPolicy(): LinkPolicy {
  return useContext(LinkContext).policy;
}

/** Schemes a link may use; `javascript:`, `data:`, `vbscript:`, `file:` and the like never become links. */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The href as a browser reads it: leading/trailing C0 controls and spaces are stripped and tabs
 * and newlines anywhere are ignored (so "java\tscript:" is `javascript:`). Other controls and
 * inner spaces are dropped too, which only makes the check stricter.
 */
function compactHref(href: string): string {
  if (!ignoredCharacters.test(href)) return href;
  return [...href].filter((char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f)).join('');
}

// eslint-disable-next-line no-control-regex -- the controls a browser strips or ignores in an href
const ignoredCharacters = /[\u0000-\u0020\u007f-\u009f]/;

/** True when an href is safe to render as a link: a path, a fragment, a query or an allowed scheme. */
export function isSafeHref(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compactHref(href))?.[1];
  return scheme === undefined || allowedSchemes.has(`${scheme.toLowerCase()}:`);
}

/**
 * What a link may become: `internal` (the host's router), `external` (a full page load to an
 * allowed site, or mailto:/tel:), `blocked` (an external site that is not allowlisted) or
 * `unsafe` (a script or data scheme). `href` is what to render for internal and external links.
 */
export type LinkClass = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'blocked' } | { kind: 'unsafe' };

const probeHost = 'gipfel-link-probe.invalid';

/**
 * A path from the site's root in plain characters, as nearly every link of a page is: internal as
 * it stands (no scheme; not `//` or `/\`, which lead to another site; nothing a browser ignores).
 */
// eslint-disable-next-line no-control-regex -- a plain path has none of the controls a browser ignores
const plainRootPath = /^\/(?![/\\])[^\\\u0000-\u0020\u007f-\u009f]*$/;

export function classifyHref(href: string, policy: LinkPolicy = {}): LinkClass {
  // Links are classified on every render of every card: the common case costs no URL parsing.
  if (typeof href === 'string' && plainRootPath.test(href)) return { kind: 'internal', href };
  if (typeof href !== 'string' || !isSafeHref(href)) return { kind: 'unsafe' };
  const compact = compactHref(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === 'mailto' || scheme === 'tel') return { kind: 'external', href };
  // Resolve against an http and an https page: `https:evil.example` is a path on an https page
  // but another site on an http one, `//evil.example` and `\\evil.example` are other sites on both.
  let target: URL;
  try {
    const onHttp = new URL(compact, `http://${probeHost}/`);
    const onHttps = new URL(compact, `https://${probeHost}/`);
    if (onHttp.hostname === probeHost && onHttps.hostname === probeHost) return { kind: 'internal', href };
    target = onHttp.hostname === probeHost ? onHttps : onHttp;
  } catch {
    return { kind: 'unsafe' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'unsafe' };
  if (policy.origin) {
    try {
      if (new URL(policy.origin).origin === target.origin) return { kind: 'internal', href: `${target.pathname}${target.search}${target.hash}` };
    } catch {
      // no usable origin configured: treat the URL as external
    }
  }
  if (target.username || target.password) return { kind: 'blocked' };
  if (policy.externalHosts === undefined) return { kind: 'external', href: target.href };
  const host = target.hostname.toLowerCase();
  return policy.externalHosts.some((allowed) => allowed.toLowerCase() === host) ? { kind: 'external', href: target.href } : { kind: 'blocked' };
}

/** An external site that is not allowlisted: its text, with a title that says why it is no link. */
function BlockedLink({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <span className={className} title={t('externalLinkBlocked')} data-link-blocked="">
      {children}
    </span>
  );
}

function withNoopener(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/**
 * A link that uses the host's router for internal paths. Allowed external URLs get a plain anchor
 * (a full page load) with `rel="noopener noreferrer"`; external sites that are not allowlisted
 * render their content with a title saying why there is no link; unsafe ones (`javascript:`,
 * `data:` …) render their content without a link.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, children, ...props }, ref) {
  const { component: HostLink, policy } = useContext(LinkContext);
  const link = classifyHref(href, policy);
  if (link.kind === 'unsafe') return <span className={props.className}>{children}</span>;
  if (link.kind === 'blocked') return <BlockedLink className={props.className}>{children}</BlockedLink>;
  if (link.kind === 'internal' && HostLink) {
    // HostLink is the provider's component, stable across renders, not one made during render.
    return createElement(HostLink, { ...props, href: link.href }, children);
  }
  if (link.kind === 'internal') {
    return (
      <a ref={ref} href={link.href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a ref={ref} href={href} {...props} rel={withNoopener(props.rel)}>
      {children}
    </a>
  );
});
