import { describe, expect, it } from 'vitest';
import { sanitizeHtmlInBrowser } from './browser';
import { allAttributes, allowedTags, isSafeUrl, sanitizeStyle, type RichTextSanitizer } from './policy';
import { sanitizeHtml as sanitizeOnServer } from './server';
import { xssVectors } from './xss-vectors';

const sanitisers: [string, RichTextSanitizer][] = [
  ['server (sanitize-html)', sanitizeOnServer],
  ['browser (DOMPurify)', sanitizeHtmlInBrowser],
];

/** What the browser would build of the HTML: anything but the policy's tags and attributes, in words. */
function harm(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !allowedTags.includes(element.localName)) found.push(`element <${element.localName}>`);
    for (const { name, value } of element.attributes) {
      if (!allAttributes.includes(name)) found.push(`attribute ${name} on <${element.localName}>`);
      if (['href', 'src', 'cite'].includes(name) && !isSafeUrl(value)) found.push(`URL ${name}="${value}"`);
      if (name === 'style' && sanitizeStyle(value) !== value) found.push(`style "${value}"`);
    }
  }
  return found;
}

const readBack = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

describe.each(sanitisers)('known XSS vectors through %s', (_name, sanitize) => {
  it('has a list of at least 40 vectors', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(40);
  });

  it.each(xssVectors)('%s comes out harmless', (vector) => {
    for (const options of [{}, { links: { externalHosts: ['www.instagram.com'], origin: 'https://shop.gipfel.example' }, blockedLinkTitle: 'Not linked' }]) {
      const clean = sanitize(vector, options);
      expect(harm(clean), clean).toEqual([]);
      // Read and written again by a browser, the result stays the same (no mutation XSS), and
      // sanitising it once more finds nothing to remove either.
      expect(readBack(readBack(clean))).toBe(readBack(clean));
      expect(harm(sanitize(clean, options))).toEqual([]);
    }
  });
});
