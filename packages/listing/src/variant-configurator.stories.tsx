import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import tierFixture from '../../../fixtures/shopware-responses/ProductTierPrices.json';
import { VariantConfigurator } from './variant-configurator';

const configurator = tierFixture.configurator as unknown as Schemas['PropertyGroup'][];

const meta = {
  title: 'Listing/VariantConfigurator',
  component: VariantConfigurator,
  args: { configurator, selectedOptionIds: tierFixture.product.optionIds, onSelect: () => {} },
} satisfies Meta<typeof VariantConfigurator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};
export const Pending: Story = { args: { pending: true } };
export const WithUnavailableOption: Story = {
  args: {
    configurator: configurator.map((group) => ({
      ...group,
      options: group.options?.map((option) => (option.name === 'L' ? { ...option, combinable: false } : option)),
    })),
  },
};
export const WithoutJavaScript: Story = { args: { onSelect: undefined } };
