// `@gipfel/cms/server`: rich text sanitised where the loaders run (sanitize-html). Never imported
// by code that runs in the browser.
export { sanitizeHtml, sanitizeCmsPage, withSanitizedHtml } from './rich-text/server';
export type { SanitizeHtmlOptions } from './rich-text/policy';
