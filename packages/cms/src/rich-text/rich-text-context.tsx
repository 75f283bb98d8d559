import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { useLinkPolicy } from '@gipfel/ui';
import type { RichTextSanitizer } from './policy';

/**
 * How the host makes rich text safe: `'on-server'` when its loaders sanitised every rich text
 * (`sanitizeCmsPage`, `withSanitizedHtml` of `@gipfel/cms/server`) before the data reached the page,
 * or a sanitiser run in the browser (`sanitizeHtmlInBrowser` of `@gipfel/cms/browser`).
 */
export type RichTextMode = 'on-server' | RichTextSanitizer;

const RichTextContext = createContext<RichTextMode | null>(null);

/** Says how rich text is sanitised below it (see `RichTextMode`); without it, rich text shows as escaped text. */
export function RichTextProvider({ sanitize, children }: { sanitize: RichTextMode; children: ReactNode }) {
  return <RichTextContext.Provider value={sanitize}>{children}</RichTextContext.Provider>;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The rich text as HTML to render: as it came from the loader (`'on-server'`), or through the
 * host's browser sanitiser with the host's link policy (the `LinkProvider` of `@gipfel/ui`: a link
 * to a site outside the allowlist becomes its text, titled like `AppLink`'s). Without a
 * `RichTextProvider` nothing of it is read as HTML: it is shown as text.
 */
export function useSanitizedHtml(html: string): string {
  const mode = useContext(RichTextContext);
  const links = useLinkPolicy();
  const { t } = useTranslation('ui');
  const blockedLinkTitle = t('externalLinkBlocked');
  return useMemo(() => {
    if (mode === 'on-server') return html;
    if (mode === null) return html.replace(/[&<>"']/g, (char) => escapes[char]!);
    return mode(html, { links, blockedLinkTitle });
  }, [mode, html, links, blockedLinkTitle]);
}
