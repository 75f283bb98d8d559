import { createElement } from 'react';
import type { Schemas } from '@gipfel/api';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './cms.css';
import type { CmsRegistry } from './registry';

export interface CmsSlotProps {
  slot: Schemas['CmsSlot'];
  block: Schemas['CmsBlock'];
  registry: CmsRegistry;
  development: boolean;
}

/** Renders one slot with its registered element; an unknown type shows a note in development only. */
export function CmsSlot({ slot, block, registry, development }: CmsSlotProps) {
  const { t } = useTranslation('cms');
  const Element = registry.get(slot.type);
  // A lookup in the registry, not a component made during render: the registry holds stable components.
  if (Element) return createElement(Element, { slot, block });
  if (!development) return null;
  return (
    <div role="note" className={styles.unknownElement} data-cms-unknown={slot.type}>
      {t('unknownElement', { type: slot.type, slot: slot.slot })}
    </div>
  );
}
