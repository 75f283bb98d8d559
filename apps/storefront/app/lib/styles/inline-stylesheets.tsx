import { Links, UNSAFE_RemixContext } from '@remix-run/react';
import { createContext, useContext, useMemo, useState } from 'react';

/**
 * The stylesheets written into the document instead of linked (decision 0068): the address each
 * would have been linked by, and its text. A linked stylesheet blocks the first paint for a
 * request of its own, which a phone on a slow network pays with a whole round trip (the floor
 * page without one paints about 0.9 s earlier at Lighthouse's mobile throttling); written into the
 * page, it arrives with the HTML. The server provides them (entry.server.tsx, from the build's
 * files); the browser reads them back from the page it hydrates and keeps them as they are.
 */
export type InlineStylesheets = ReadonlyMap<string, string>;

const InlineStylesheetsContext = createContext<InlineStylesheets | null>(null);
export const InlineStylesheetsProvider = InlineStylesheetsContext.Provider;

/** The attribute naming the address a written stylesheet stands for. */
export const inlineStylesheetAttribute = 'data-inline-href';

const none: InlineStylesheets = new Map();

/** The stylesheets the server wrote into this page (none outside a browser). */
export function writtenStylesheets(): InlineStylesheets {
  if (typeof document === 'undefined') return none;
  const written = new Map<string, string>();
  for (const element of document.querySelectorAll(`style[${inlineStylesheetAttribute}]`)) {
    const href = element.getAttribute(inlineStylesheetAttribute);
    if (href) written.set(href, element.textContent ?? '');
  }
  return written;
}

type RemixContextValue = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;

/** Remix's context with the written stylesheets left out of every route's CSS, so `<Links>` does not link them again. */
export function withoutStylesheets(context: RemixContextValue, inline: InlineStylesheets): RemixContextValue {
  if (inline.size === 0) return context;
  const routes = Object.fromEntries(
    Object.entries(context.manifest.routes).map(([id, route]) => [id, route?.css?.some((href) => inline.has(href)) ? { ...route, css: route.css.filter((href) => !inline.has(href)) } : route]),
  );
  return { ...context, manifest: { ...context.manifest, routes } };
}

/**
 * Remix's `<Links>` with the stylesheets the server wrote into the page after them. The
 * browser renders the same elements with the texts it read from the page (the same as the
 * server's), so hydration and later renders leave them untouched.
 */
export function LinksWithInlineStyles() {
  const fromServer = useContext(InlineStylesheetsContext);
  const [inline] = useState(() => fromServer ?? writtenStylesheets());
  const remix = useContext(UNSAFE_RemixContext);
  const context = useMemo(() => (remix ? withoutStylesheets(remix, inline) : undefined), [remix, inline]);
  // The links first: what a page names in its `links` (preloads) is found before the parser has
  // read through the stylesheet's text.
  return (
    <>
      {context ? (
        <UNSAFE_RemixContext.Provider value={context}>
          <Links />
        </UNSAFE_RemixContext.Provider>
      ) : (
        <Links />
      )}
      {[...inline].map(([href, css]) => (
        <style key={href} {...{ [inlineStylesheetAttribute]: href }} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
    </>
  );
}
