import type { Schemas } from '@gipfel/api';
import { hideOnMobile } from '@gipfel/ui';
import * as styles from './cms.css';
import { byPosition, CmsBlock } from './cms-block';
import { getCmsLayoutConfig, type CmsLayoutEntity } from './layout-config';
import type { CmsRegistry } from './registry';

export interface CmsSectionProps {
  section: Schemas['CmsSection'];
  registry: CmsRegistry;
  development: boolean;
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
          <div data-cms-position="main">{blocks.filter((block) => block.sectionPosition !== 'sidebar').map(renderBlock)}</div>
        </div>
      ) : (
        blocks.map(renderBlock)
      )}
    </div>
  );
}
