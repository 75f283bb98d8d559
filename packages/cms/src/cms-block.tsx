import type { Schemas } from '@gipfel/api';
import * as styles from './cms.css';
import { CmsSlot } from './cms-slot';
import { getCmsLayoutConfig, type CmsLayoutEntity } from './layout-config';
import type { CmsRegistry } from './registry';

export interface CmsBlockProps {
  block: Schemas['CmsBlock'];
  registry: CmsRegistry;
  development: boolean;
}

const columns = ['left', 'center', 'right'];
const rows = ['top', '', 'bottom'];

// Shopware names slots by position (`left-top`, `center`, `right`), but sends them in any
// order; read them left to right, then top to bottom. Unknown names keep their order.
function slotRank(name: string): number {
  const [column = '', row = ''] = name.split('-');
  const c = columns.indexOf(column);
  const r = rows.indexOf(row);
  return c === -1 || r === -1 ? Number.MAX_SAFE_INTEGER : c * 10 + r;
}

export function sortSlots(slots: readonly Schemas['CmsSlot'][]): Schemas['CmsSlot'][] {
  return slots
    .map((slot, index) => ({ slot, index, rank: slotRank(slot.slot) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ slot }) => slot);
}

const imageSlotTypes = new Set(['image', 'image-slider']);
/** Shopware's order of sections and blocks. */
export const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/**
 * The image a page shows first: the first slot of the first block of the first section (in
 * Shopware's order), when it is an image or an image slider. Anything else first (a text, a
 * listing) and no image is treated so: an image further down keeps loading lazily.
 */
export function findLeadImageSlot(page: Schemas['CmsPage']): Schemas['CmsSlot'] | null {
  const section = [...(page.sections ?? [])].sort(byPosition)[0];
  const block = [...(section?.blocks ?? [])].filter((b) => b.sectionPosition !== 'sidebar').sort(byPosition)[0];
  const slot = sortSlots(block?.slots ?? [])[0];
  return slot && imageSlotTypes.has(slot.type) ? slot : null;
}

/** One block: its layout config and its slots in reading order. */
export function CmsBlock({ block, registry, development }: CmsBlockProps) {
  const layout = getCmsLayoutConfig(block as CmsLayoutEntity);
  return (
    <div className={`${styles.block} ${layout.className}`.trim()} style={layout.style} data-cms-block={block.type}>
      {sortSlots(block.slots ?? []).map((slot) => (
        <div key={slot.id} className={styles.slot} data-cms-slot={slot.slot}>
          <CmsSlot slot={slot} block={block} registry={registry} development={development} />
        </div>
      ))}
    </div>
  );
}
