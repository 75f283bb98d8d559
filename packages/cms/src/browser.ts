// `@gipfel/cms/browser`: rich text sanitised in the browser (DOMPurify), for hosts without a server.
export { sanitizeHtmlInBrowser } from './rich-text/browser';
export type { SanitizeHtmlOptions } from './rich-text/policy';
