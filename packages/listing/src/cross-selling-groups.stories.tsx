import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import { CrossSellingGroups } from './cross-selling-groups';

const crossSellings = crossSellingFixture as unknown as Schemas['CrossSellingElementCollection'];

const meta = {
  title: 'Listing/CrossSellingGroups',
  component: CrossSellingGroups,
  args: { crossSellings },
} satisfies Meta<typeof CrossSellingGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealResponse: Story = {};
export const TwoGroups: Story = {
  args: {
    crossSellings: [
      ...crossSellings,
      { ...crossSellings[0]!, crossSelling: { ...crossSellings[0]!.crossSelling, id: 'second', position: 2, name: 'Passt dazu', translated: { ...crossSellings[0]!.crossSelling.translated, name: 'Passt dazu' } } },
    ],
  },
};
export const Empty: Story = { args: { crossSellings: [] } };
