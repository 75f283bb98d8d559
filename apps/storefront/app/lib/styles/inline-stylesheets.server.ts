import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { EntryContext } from '@remix-run/node';
import type { InlineStylesheets } from './inline-stylesheets';

/** A stylesheet larger than this stays linked: the page would carry too much on every document. */
export const maxInlineStylesheetBytes = 256 * 1024;

let clientDirectory: string | undefined;
const texts = new Map<string, string | null>();

/**
 * Production only (server.mjs, decision 0068): the build's browser files, from which the root
 * route's stylesheets are written into every document. Without it (development, where Vite serves
 * the styles) every stylesheet stays linked.
 */
export function inlineStylesheetsFrom(directory: string): void {
  clientDirectory = path.resolve(directory);
  texts.clear();
}

/** The text of the stylesheet at `href` in the build, or null when it must stay linked. */
function stylesheetText(href: string): string | null {
  if (!clientDirectory) return null;
  if (!texts.has(href)) {
    let text: string | null = null;
    const file = path.resolve(clientDirectory, `.${new URL(href, 'http://build.invalid').pathname}`);
    try {
      // Only a file of the build's own, of a size worth writing into each page, and one that no
      // `</style` could end early.
      if (file.startsWith(`${clientDirectory}${path.sep}`) && file.endsWith('.css') && statSync(file).size <= maxInlineStylesheetBytes) {
        const css = readFileSync(file, 'utf8');
        if (!/<\/style/i.test(css)) text = css;
      }
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return texts.get(href) ?? null;
}

/** The root route's stylesheets to write into this document (every page matches the root). */
export function inlineStylesheetsOf(manifest: EntryContext['manifest']): InlineStylesheets {
  const inline = new Map<string, string>();
  for (const href of manifest.routes.root?.css ?? []) {
    const css = stylesheetText(href);
    if (css !== null) inline.set(href, css);
  }
  return inline;
}
