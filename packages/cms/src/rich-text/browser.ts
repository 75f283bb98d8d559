// Rich text in a browser without a server of its own (a static host, the packed-packages app):
// DOMPurify on the browser's own HTML parser, configured by the policy. A host whose loaders run
// on a server sanitises there instead (`@gipfel/cms/server`) and ships no sanitiser to the page.

import DOMPurify, { type Config } from 'dompurify';
import { allAttributes, allowedSchemes, allowedTags, cleanElement, droppedWithContent, type SanitizeHtmlOptions } from './policy';

const config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allAttributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Relative URLs and the policy's schemes (cleanElement's isSafeUrl checks each URL once more).
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${allowedSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i'),
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [...droppedWithContent],
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/**
 * Cleans CMS HTML for `dangerouslySetInnerHTML` in the browser (DOMPurify, with the policy of
 * `./policy`): the same result as the server's `sanitizeHtml` of `@gipfel/cms/server`. Needs a DOM
 * (a browser, or jsdom in tests).
 */
export function sanitizeHtmlInBrowser(html: string, options: SanitizeHtmlOptions = {}): string {
  const fragment = DOMPurify.sanitize(html, config) as DocumentFragment | null;
  // No body to read (a `<frameset>` document): nothing is kept.
  if (!fragment) return '';
  // DOMPurify kept the policy's tags and attributes; each element is written as the policy says
  // (CSS allowlist, noopener, a link to another site as text), in DOMPurify's inert document.
  for (const element of [...fragment.querySelectorAll('*')]) {
    const clean = cleanElement(element.localName, [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const), options);
    let target = element;
    if (clean.tag !== element.localName) {
      target = element.ownerDocument.createElement(clean.tag);
      target.append(...element.childNodes);
      element.replaceWith(target);
    } else {
      for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    }
    for (const [name, value] of clean.attributes) target.setAttribute(name, value);
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
