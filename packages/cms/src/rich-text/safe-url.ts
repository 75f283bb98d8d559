// Whether a URL may go into an element's href or src: the one rule of the CMS elements and the
// rich-text sanitizers (policy.ts), apart from the sanitizers' lists so an element that links
// does not carry them into the browser.

export const allowedSchemes: readonly string[] = ['http', 'https', 'mailto', 'tel'];

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/',
  lpar: '(', rpar: ')', bsol: '\\', nbsp: '\u00a0',
};

/** Character references a URL or style may still carry (written twice, or from JSON config). */
export function decodeEntities(value: string): string {
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
  if (scheme) return allowedSchemes.includes(scheme[1]!.toLowerCase());
  // A colon before any path, query or fragment would be a scheme we could not read.
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const firstDelimiter = url.search(/[/?#]/);
  return firstDelimiter !== -1 && firstDelimiter < colon;
}
