import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistEmpty } from './wishlist-empty';

const meta = {
  title: 'Account/WishlistEmpty',
  component: WishlistEmpty,
  args: { shopHref: '/' },
} satisfies Meta<typeof WishlistEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const French: Story = { args: { shopHref: '/fr/' }, globals: { locale: 'fr' } };
