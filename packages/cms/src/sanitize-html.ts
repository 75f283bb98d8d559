// An allowlist sanitiser for CMS rich text that runs on the server without a DOM. It reads the
// markup the way a browser's tokenizer would (tags, quoted attributes, comments), keeps only
// known-safe tags and attributes, and always returns balanced markup.

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

const globalAttributes = new Set(['class', 'title', 'lang', 'dir', 'style']);

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

function isSafeStyle(value: string): boolean {
  const css = decodeEntities(value);
  return !/[\\<>]|expression\s*\(|url\s*\(|image-set\s*\(|javascript:|behavior\s*:|-moz-binding|@import/i.test(css);
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

function renderAttributes(tag: Tag): string {
  const allowed = tagAttributes[tag.name];
  let out = '';
  let opensNewWindow = false;
  for (const [name, rawValue] of tag.attributes) {
    if (!globalAttributes.has(name) && !allowed?.has(name)) continue;
    if (name === 'rel') continue; // written below, so it always carries noopener where needed
    const value = rawValue ?? '';
    if (urlAttributes.has(name) && !isSafeUrl(value)) continue;
    if (name === 'style' && !isSafeStyle(value)) continue;
    if (name === 'target') {
      if (!/^_(blank|self)$/i.test(value)) continue;
      opensNewWindow = value.toLowerCase() === '_blank';
    }
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (opensNewWindow) out += ' rel="noopener noreferrer"';
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
 * handler attributes and unsafe URLs, keeps formatting, links, images and tables.
 */
export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
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
      const index = open.lastIndexOf(tag.name);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag.name}${renderAttributes(tag)}>`;
    if (!voidTags.has(tag.name)) open.push(tag.name);
  }

  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
