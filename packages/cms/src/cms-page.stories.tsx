import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../fixtures/shopware-responses/CmsPage.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import { CmsPage } from './cms-page';

const page = cmsFixture.cmsPage as unknown as Schemas['CmsPage'];
const section = page.sections[0]!;
const block = section.blocks[0]!;

const meta = {
  title: 'CMS/CmsPage',
  component: CmsPage,
  args: { page, development: false },
} satisfies Meta<typeof CmsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryPage: Story = {};

export const UnknownElementInDevelopment: Story = {
  args: {
    development: true,
    page: {
      ...page,
      sections: [{ ...section, blocks: [{ ...block, slots: [...block.slots, productBoxFixture as unknown as Schemas['CmsSlot']] }] }],
    },
  },
};

export const SidebarSection: Story = {
  args: {
    page: {
      ...page,
      sections: [
        {
          ...section,
          type: 'sidebar',
          sizingMode: 'boxed',
          blocks: [
            { ...block, id: 'main', sectionPosition: 'main' },
            { ...block, id: 'side', position: 1, sectionPosition: 'sidebar', slots: block.slots.filter((slot) => slot.type === 'text') },
          ],
        },
      ],
    },
  },
};
