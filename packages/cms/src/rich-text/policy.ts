// The rich-text policy: which tags, attributes, URLs and CSS declarations CMS HTML may keep. It is
// the one configuration of both sanitisers, sanitize-html on the server (`@gipfel/cms/server`) and
// DOMPurify in the browser (`@gipfel/cms/browser`): each library parses the HTML and drops what is
// not listed here, then `cleanElement` writes every kept element's attributes the same way.

import { classifyHref, type LinkPolicy } from '@gipfel/ui';
import { decodeEntities, isSafeUrl } from './safe-url';

// The URL rule lives in ./safe-url.ts (small, for the elements that only check a link); the
// tag, attribute and style lists here are the sanitizers' (server.ts, browser.ts).
export { allowedSchemes, isSafeUrl } from './safe-url';

/** Elements kept (with the attributes below); any other element is dropped and its text kept. */
export const allowedTags: readonly string[] = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'div',
  'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins',
  'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul', 'wbr',
];

/** Elements removed together with everything inside them. */
export const droppedWithContent: readonly string[] = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'option', 'head',
];

// No `class`: the shop's own classes (a drawer's fixed backdrop …) would lay CMS text over the page.
export const globalAttributes: readonly string[] = ['title', 'lang', 'dir', 'style'];

export const tagAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  blockquote: ['cite'],
  q: ['cite'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
};

/** The attribute a link to a site outside the allowlist carries once it is text (`<span data-link-blocked>`). */
export const blockedLinkAttribute = 'data-link-blocked';

/** Every attribute an element may come out with (the libraries' own allowlist: a second gate). */
export const allAttributes: readonly string[] = [...new Set([...globalAttributes, ...Object.values(tagAttributes).flat(), blockedLinkAttribute])];

const urlAttributes = new Set(['href', 'src', 'cite']);
// --- style: an allowlist of declarations -------------------------------------------------------------

const colourPattern = /^(#[\da-f]{3,4}|#[\da-f]{6}|#[\da-f]{8}|[a-z]{3,24}|(rgba?|hsla?)\((?:[\d\s.,/%+-]|deg)*\))$/;
const lengthPattern = /^(\d+(?:\.\d+)?|\.\d+)(px|em|rem|%)?$/;

/** Largest length per unit; a bare number is allowed only as 0. */
type LengthLimits = Partial<Record<'px' | 'em' | 'rem' | '%', number>>;

function isLength(value: string, limits: LengthLimits): boolean {
  const match = lengthPattern.exec(value);
  if (!match) return false;
  const amount = Number(match[1]);
  if (match[2] === undefined) return amount === 0;
  return amount <= (limits[match[2] as keyof LengthLimits] ?? -1);
}

const oneOf =
  (...words: string[]) =>
  (value: string) =>
    words.includes(value);
const isColour = (value: string) => colourPattern.test(value);
/** 1 to 4 space-separated parts, each accepted by `part` (margin, padding, border …). */
const parts =
  (part: (value: string) => boolean, max = 4) =>
  (value: string) => {
    const list = value.split(' ');
    return list.length <= max && list.every(part);
  };

const spacing: LengthLimits = { px: 64, em: 4, rem: 4, '%': 25 };
const isSpacing = (value: string) => isLength(value, spacing);
const isMargin = (value: string) => value === 'auto' || isSpacing(value);
const borderStyles = ['none', 'solid', 'dashed', 'dotted', 'double'];
const isBorderWidth = (value: string) => ['thin', 'medium', 'thick'].includes(value) || isLength(value, { px: 8, em: 0.5, rem: 0.5 });
const isBorder = parts((value) => isBorderWidth(value) || borderStyles.includes(value) || isColour(value), 3);
const decorationLines = ['none', 'underline', 'overline', 'line-through'];
const decorationStyles = ['solid', 'double', 'dotted', 'dashed', 'wavy'];

/**
 * CSS the editor's text may carry: colours, type, alignment, spacing and borders within bounds.
 * Nothing that takes an element out of the flow or over the page (position, inset, z-index,
 * transform, negative margins, sizes beyond the content, display), no functions but colours.
 */
const styleProperties = new Map<string, (value: string) => boolean>(Object.entries({
  color: isColour,
  'background-color': isColour,
  'font-weight': oneOf('normal', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900'),
  'font-style': oneOf('normal', 'italic', 'oblique'),
  'font-size': (value) =>
    ['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'smaller', 'larger'].includes(value) ||
    isLength(value, { px: 48, em: 3, rem: 3, '%': 300 }),
  'line-height': (value) => value === 'normal' || /^\d(\.\d+)?$/.test(value) || isLength(value, { px: 64, em: 3, rem: 3, '%': 300 }),
  'text-align': oneOf('left', 'right', 'center', 'justify', 'start', 'end'),
  'text-decoration': parts((value) => decorationLines.includes(value) || decorationStyles.includes(value) || isColour(value), 3),
  'text-decoration-line': parts((value) => decorationLines.includes(value), 3),
  'text-decoration-style': oneOf(...decorationStyles),
  'text-decoration-color': isColour,
  'text-transform': oneOf('none', 'uppercase', 'lowercase', 'capitalize'),
  'vertical-align': oneOf('baseline', 'sub', 'super', 'top', 'middle', 'bottom', 'text-top', 'text-bottom'),
  'white-space': oneOf('normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line'),
  'list-style-type': (value) => /^[a-z-]{1,24}$/.test(value),
  float: oneOf('left', 'right', 'none'),
  clear: oneOf('left', 'right', 'both', 'none'),
  width: (value) => value === 'auto' || isLength(value, { '%': 100 }),
  'max-width': (value) => value === 'none' || isLength(value, { '%': 100 }),
  margin: parts(isMargin),
  'margin-top': isMargin,
  'margin-right': isMargin,
  'margin-bottom': isMargin,
  'margin-left': isMargin,
  padding: parts(isSpacing),
  'padding-top': isSpacing,
  'padding-right': isSpacing,
  'padding-bottom': isSpacing,
  'padding-left': isSpacing,
  border: isBorder,
  'border-top': isBorder,
  'border-right': isBorder,
  'border-bottom': isBorder,
  'border-left': isBorder,
  'border-color': parts(isColour),
  'border-style': parts((value) => borderStyles.includes(value)),
  'border-width': parts(isBorderWidth),
  'border-radius': parts((value) => isLength(value, { px: 16, em: 1, rem: 1, '%': 50 })),
  'border-collapse': oneOf('collapse', 'separate'),
}));

/**
 * The declarations of a `style` attribute that pass `styleProperties`, written anew as
 * `name:value;…` (empty when none is left). Read like a browser: entities decoded, comments
 * gone, names without case. Escapes, `!important` and anything unknown drop the declaration.
 */
export function sanitizeStyle(value: string): string {
  const css = decodeEntities(value)
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .toLowerCase();
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const declared = declaration.slice(colon + 1).trim().replace(/\s+/g, ' ');
    if (!/^[a-z-]+$/.test(name) || /[\\!"'<>]/.test(declared)) continue;
    if (styleProperties.get(name)?.(declared)) kept.push(`${name}:${declared}`);
  }
  return kept.join(';');
}

// --- one element ------------------------------------------------------------------------------------

export interface SanitizeHtmlOptions {
  /**
   * The host's link policy (`useLinkPolicy()` of `@gipfel/ui`): with `externalHosts`, a link to
   * another site not in the list becomes its text (a `<span data-link-blocked>`), as `AppLink`
   * renders it. Without it every http(s) link stays a link.
   */
  links?: LinkPolicy;
  /** The title of such a text, saying why it is no link (`ui:externalLinkBlocked`). */
  blockedLinkTitle?: string;
}

export interface CleanElement {
  tag: string;
  attributes: [string, string][];
}

/**
 * An element the parser read, as it may be written: only the policy's attributes, safe URLs, the
 * allowed CSS declarations, `rel="noopener noreferrer"` for a new window, and a link to a site
 * outside the allowlist turned into `<span data-link-blocked>` with the global attributes only.
 * Attribute values are as the parser decoded them; the library writes them escaped.
 */
export function cleanElement(tag: string, attributes: Iterable<readonly [string, string]>, options: SanitizeHtmlOptions = {}): CleanElement {
  const list = [...attributes].map(([name, value]) => [name.toLowerCase(), value] as const);
  const href = tag === 'a' ? list.find(([name]) => name === 'href')?.[1] : undefined;
  const blocked = href !== undefined && options.links?.externalHosts !== undefined && classifyHref(href, options.links).kind === 'blocked';
  const blockedTitle = blocked ? (options.blockedLinkTitle ?? '') : undefined;
  const own = blocked ? undefined : tagAttributes[tag];
  const out: [string, string][] = [];
  const seen = new Set<string>();
  let opensNewWindow = false;
  for (const [name, raw] of list) {
    if (seen.has(name)) continue; // the first of a repeated attribute counts, as in a browser
    seen.add(name);
    if (!globalAttributes.includes(name) && !own?.includes(name)) continue;
    if (name === 'rel') continue; // written below, so it always carries noopener where needed
    if (name === 'title' && blockedTitle) continue;
    let value = raw;
    if (urlAttributes.has(name) && !isSafeUrl(value)) continue;
    if (name === 'style') {
      value = sanitizeStyle(value);
      if (value === '') continue;
    }
    if (name === 'target') {
      if (!/^_(blank|self)$/i.test(value)) continue;
      opensNewWindow = value.toLowerCase() === '_blank';
    }
    out.push([name, value]);
  }
  if (opensNewWindow) out.push(['rel', 'noopener noreferrer']);
  if (blockedTitle) out.push(['title', blockedTitle]);
  if (blocked) out.push([blockedLinkAttribute, '']);
  return { tag: blocked ? 'span' : tag, attributes: out };
}

/** A sanitiser of the policy: `@gipfel/cms/server`'s `sanitizeHtml` or `@gipfel/cms/browser`'s `sanitizeHtmlInBrowser`. */
export type RichTextSanitizer = (html: string, options?: SanitizeHtmlOptions) => string;
