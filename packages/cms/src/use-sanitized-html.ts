import { useMemo } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { useLinkPolicy } from '@gipfel/ui';
import { sanitizeHtml } from './sanitize-html';

/**
 * `sanitizeHtml` with the host's link policy (the `LinkProvider` of `@gipfel/ui`): in rich text
 * too, a link to a site outside the allowlist becomes its text, titled like `AppLink`'s.
 */
export function useSanitizedHtml(html: string): string {
  const links = useLinkPolicy();
  const { t } = useTranslation('ui');
  const blockedLinkTitle = t('externalLinkBlocked');
  return useMemo(() => sanitizeHtml(html, { links, blockedLinkTitle }), [html, links, blockedLinkTitle]);
}
