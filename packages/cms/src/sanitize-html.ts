// An allowlist sanitiser for CMS rich text that runs on the server without a DOM. It reads the
// markup the way a browser's tokenizer would (tags, quoted attributes, comments), keeps only
// known-safe tags, attributes and CSS declarations, and always returns balanced markup.

import { classifyHref, type LinkPolicy } from '@gipfel/ui';

const allowedTags = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'div',
  'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins',
  'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul', 'wbr',
]);

/** Elements removed together with everything inside them. */
const droppedWithContent = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'head',
]);

const voidTags = new Set(['br', 'col', 'hr', 'img', 'wbr']);

// No `class`: the shop's own classes (a drawer's fixed backdrop …) would lay CMS text over the page.
const globalAttributes = new Set(['title', 'lang', 'dir', 'style']);

const tagAttributes: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'reversed', 'type']),
  li: new Set(['value']),
};

const urlAttributes = new Set(['href', 'src', 'cite']);
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/',
  lpar: '(', rpar: ')', bsol: '\\', nbsp: '\u00a0',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

/**
 * Whether a URL may be put into `href`/`src`: relative URLs and http(s), mailto and tel.
 * `javascript:`, `data:` and obfuscated variants (entities, control characters) are refused.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url);
  if (scheme) return allowedSchemes.has(scheme[1]!.toLowerCase());
  // A colon before any path, query or fragment would be a scheme we could not read.
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const firstDelimiter = url.search(/[/?#]/);
  return firstDelimiter !== -1 && firstDelimiter < colon;
}

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

function escapeAttribute(value: string): string {
  return value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: [string, string | null][];
  /** Index just after the tag's `>`. */
  end: number;
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\t' || char === '\f' || char === '\r';

/** Reads the tag that starts at `start` (a `<`); `undefined` when it is not a tag but text. */
function readTag(html: string, start: number): Tag | 'unterminated' | undefined {
  let p = start + 1;
  const closing = html[p] === '/';
  if (closing) p++;
  if (!/[a-z]/i.test(html[p] ?? '')) return undefined;
  const nameStart = p;
  while (p < html.length && !isSpace(html[p]) && html[p] !== '/' && html[p] !== '>') p++;
  const name = html.slice(nameStart, p).toLowerCase();
  const attributes: [string, string | null][] = [];

  for (;;) {
    while (isSpace(html[p]) || html[p] === '/') p++;
    if (p >= html.length) return 'unterminated';
    if (html[p] === '>') return { name, closing, attributes, end: p + 1 };

    const attrStart = p;
    p++; // the first character belongs to the name even if it is '='
    while (p < html.length && !isSpace(html[p]) && html[p] !== '/' && html[p] !== '>' && html[p] !== '=') p++;
    const attrName = html.slice(attrStart, p).toLowerCase();
    while (isSpace(html[p])) p++;
    let value: string | null = null;
    if (html[p] === '=') {
      p++;
      while (isSpace(html[p])) p++;
      const quote = html[p];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, p + 1);
        if (close === -1) return 'unterminated';
        value = html.slice(p + 1, close);
        p = close + 1;
      } else {
        const valueStart = p;
        while (p < html.length && !isSpace(html[p]) && html[p] !== '>') p++;
        value = html.slice(valueStart, p);
      }
    }
    attributes.push([attrName, value]);
  }
}

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

/** A link to a site outside the host's allowlist: shown as text, never as a link. */
function isBlockedLink(tag: Tag, options: SanitizeHtmlOptions): boolean {
  if (tag.name !== 'a' || options.links?.externalHosts === undefined) return false;
  const href = tag.attributes.find(([name]) => name === 'href')?.[1];
  return href != null && classifyHref(decodeEntities(href), options.links).kind === 'blocked';
}

function renderAttributes(tag: Tag, blocked: string | undefined): string {
  const allowed = blocked === undefined ? tagAttributes[tag.name] : undefined;
  let out = '';
  let opensNewWindow = false;
  for (const [name, rawValue] of tag.attributes) {
    if (!globalAttributes.has(name) && !allowed?.has(name)) continue;
    if (name === 'rel') continue; // written below, so it always carries noopener where needed
    if (name === 'title' && blocked) continue;
    let value = rawValue ?? '';
    if (urlAttributes.has(name) && !isSafeUrl(value)) continue;
    if (name === 'style') {
      value = sanitizeStyle(value);
      if (value === '') continue;
    }
    if (name === 'target') {
      if (!/^_(blank|self)$/i.test(value)) continue;
      opensNewWindow = value.toLowerCase() === '_blank';
    }
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (opensNewWindow) out += ' rel="noopener noreferrer"';
  if (blocked !== undefined) out += `${blocked ? ` title="${escapeAttribute(blocked)}"` : ''} data-link-blocked=""`;
  return out;
}

/** Finds the end of the closing tag `</name>` from `from`, or the end of the input. */
function skipContent(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
}

/**
 * Cleans CMS HTML for `dangerouslySetInnerHTML`: removes scripts, styles, frames, event
 * handler attributes, unsafe URLs and CSS that could move content over the page; keeps
 * formatting, links, images and tables. With `options.links`, links to sites outside the
 * allowlist become text.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  let out = '';
  /** Open elements: the tag as written and the tag written out (`a` → `span` for a blocked link). */
  const open: { name: string; written: string }[] = [];
  let i = 0;

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i).replace(/>/g, '&gt;');
      break;
    }
    out += html.slice(i, lt).replace(/>/g, '&gt;');

    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?' || (html[lt + 1] === '/' && html[lt + 2] === '>')) {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }

    const tag = readTag(html, lt);
    if (tag === undefined) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    if (tag === 'unterminated') break; // a browser drops a tag cut off by the end of input
    i = tag.end;

    if (droppedWithContent.has(tag.name)) {
      if (!tag.closing) i = skipContent(html, tag.name, i);
      continue;
    }
    if (!allowedTags.has(tag.name)) continue;

    if (tag.closing) {
      let index = open.length - 1;
      while (index >= 0 && open[index]!.name !== tag.name) index--;
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()!.written}>`;
      continue;
    }
    const blocked = isBlockedLink(tag, options);
    const written = blocked ? 'span' : tag.name;
    out += `<${written}${renderAttributes(tag, blocked ? (options.blockedLinkTitle ?? '') : undefined)}>`;
    if (!voidTags.has(tag.name)) open.push({ name: tag.name, written });
  }

  while (open.length > 0) out += `</${open.pop()!.written}>`;
  return out;
}
