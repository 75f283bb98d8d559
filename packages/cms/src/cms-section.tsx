import type { Schemas } from '@gipfel/api';
import { hideOnMobile } from '@gipfel/ui';
import * as styles from './cms.css';
import { byPosition, CmsBlock, sortSlots } from './cms-block';
import { getCmsLayoutConfig, type CmsLayoutEntity } from './layout-config';
import type { CmsRegistry } from './registry';

export interface CmsSectionProps {
  section: Schemas['CmsSection'];
  registry: CmsRegistry;
  development: boolean;
}

/** A section's blocks in order: a `sidebar` section's main column, or all blocks of a `default` one. */
function mainBlocks(section: Schemas['CmsSection'], blocks: Schemas['CmsBlock'][]): Schemas['CmsBlock'][] {
  return section.type === 'sidebar' ? blocks.filter((block) => block.sectionPosition !== 'sidebar') : blocks;
}

const imageSlotTypes = new Set(['image', 'image-slider']);

/**
 * The image a page shows first: the first slot (in reading order) of the first block its first
 * section renders in the main column, when it is an image or an image slider. Anything else first
 * (a text, a listing) and no image is treated so: an image further down keeps loading lazily.
 */
export function findLeadImageSlot(page: Schemas['CmsPage']): Schemas['CmsSlot'] | null {
  const section = [...(page.sections ?? [])].sort(byPosition)[0];
  if (!section) return null;
  const block = mainBlocks(section, [...(section.blocks ?? [])].sort(byPosition))[0];
  const slot = sortSlots(block?.slots ?? [])[0];
  return slot && imageSlotTypes.has(slot.type) ? slot : null;
}

/** A section: `default` stacks its blocks, `sidebar` puts the sidebar blocks beside the main ones. */
export function CmsSection({ section, registry, development }: CmsSectionProps) {
  const layout = getCmsLayoutConfig(section as CmsLayoutEntity);
  const blocks = [...(section.blocks ?? [])].sort(byPosition);
  const renderBlock = (block: Schemas['CmsBlock']) => (
    <CmsBlock key={block.id} block={block} registry={registry} development={development} />
  );

  return (
    <div className={`${styles.section} ${layout.className}`.trim()} style={layout.style} data-cms-section={section.type}>
      {section.type === 'sidebar' ? (
        <div className={styles.sidebarLayout}>
          {/* "mobile" as mobile behaviour means: no sidebar on small screens. */}
          <div data-cms-position="sidebar" className={section.mobileBehavior === 'mobile' ? hideOnMobile : undefined}>
            {blocks.filter((block) => block.sectionPosition === 'sidebar').map(renderBlock)}
          </div>
          <div data-cms-position="main">{mainBlocks(section, blocks).map(renderBlock)}</div>
        </div>
      ) : (
        blocks.map(renderBlock)
      )}
    </div>
  );
}
