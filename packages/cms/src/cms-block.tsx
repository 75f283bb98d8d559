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

/** Shopware's order of sections and blocks. */
export const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

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
