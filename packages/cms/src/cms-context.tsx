import { createContext, useContext, type ReactNode } from 'react';

export interface CmsContextValue {
  /**
   * Turns a link from CMS content (`/navigation/{id}`, `/detail/{id}`, an SEO path) into the
   * host's URL, e.g. with the language prefix. External URLs are passed through unchanged.
   */
  localizeHref: (href: string) => string;
}

const identity = (href: string) => href;
const CmsContext = createContext<CmsContextValue>({ localizeHref: identity });

export function CmsContextProvider({ value, children }: { value: Partial<CmsContextValue>; children: ReactNode }) {
  return <CmsContext.Provider value={{ localizeHref: value.localizeHref ?? identity }}>{children}</CmsContext.Provider>;
}

export function useCmsContext(): CmsContextValue {
  return useContext(CmsContext);
}

/** True for links inside the shop (`/…`), false for absolute URLs. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
