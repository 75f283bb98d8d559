import * as styles from '../cms.css';
import type { CmsElementProps } from '../registry';
import { useSanitizedHtml } from '../rich-text/rich-text-context';
import { getSlotConfigValue, getSlotData, getVerticalAlign } from './slot-config';

/** The CMS `text` element: the editor's rich text, sanitised (links only to allowed sites). */
export function CmsElementText({ slot }: CmsElementProps) {
  const data = getSlotData(slot, 'content');
  const content = typeof data === 'string' ? data : getSlotConfigValue(slot, 'content');
  const html = useSanitizedHtml(typeof content === 'string' ? content : '');
  if (typeof content !== 'string' || content.trim() === '') return null;
  const justifyContent = getVerticalAlign(slot);
  return (
    <div
      className={styles.richText}
      style={justifyContent ? { display: 'flex', flexDirection: 'column', justifyContent, flexGrow: 1 } : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
