import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { CmsElementText } from './cms-element-text';

const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];
const slot = block.slots.find((candidate) => candidate.type === 'text')!;

const meta = {
  title: 'CMS/Elements/Text',
  component: CmsElementText,
  args: { slot, block },
} satisfies Meta<typeof CmsElementText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromShopware: Story = {};

export const UnsafeMarkupRemoved: Story = {
  args: {
    slot: {
      ...slot,
      data: { content: '<p>Visible <strong>text</strong><script>alert(1)</script> <a href="javascript:alert(1)">link without href</a></p>' },
    } as Schemas['CmsSlot'],
  },
};
