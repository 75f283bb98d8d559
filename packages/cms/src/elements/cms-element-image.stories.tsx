import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { CmsElementImage } from './cms-element-image';

const block = cmsFixture.cmsPage.sections[0]!.blocks[0]! as unknown as Schemas['CmsBlock'];
const slot = block.slots.find((candidate) => candidate.type === 'image')!;

const meta = {
  title: 'CMS/Elements/Image',
  component: CmsElementImage,
  args: { slot, block },
} satisfies Meta<typeof CmsElementImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {};

export const Linked: Story = {
  args: { slot: { ...slot, data: { ...(slot.data as object), url: '/sommer', newTab: false } } as unknown as Schemas['CmsSlot'] },
};
