import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WishlistProvider } from './wishlist-context';
import { WishlistCount } from './wishlist-count';
import { createWishlistStore } from './wishlist-store';

const meta = {
  title: 'Account/WishlistCount',
  component: WishlistCount,
} satisfies Meta<typeof WishlistCount>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithCount({ count }: { count: number }) {
  const ids = Array.from({ length: Math.min(count, 3) }, (_, i) => `p${i}`);
  const [store] = useState(() => createWishlistStore({ mode: 'server', ids, count }));
  return (
    <WishlistProvider store={store} mode="server" serverIds={ids} serverCount={count}>
      <a href="/wishlist">
        Merkzettel
        <WishlistCount />
      </a>
    </WishlistProvider>
  );
}

/** Unknown (a visitor before hydration) or zero: the place is kept, nothing is shown. */
export const Empty: Story = {
  render: () => (
    <a href="/wishlist">
      Merkzettel
      <WishlistCount />
    </a>
  ),
};

export const Filled: Story = { render: () => <WithCount count={2} /> };

export const Large: Story = { render: () => <WithCount count={128} /> };
