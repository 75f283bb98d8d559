import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createLocalWishlist } from './local-wishlist';
import { WishlistProvider } from './wishlist-context';
import { WishlistCount } from './wishlist-count';
import { createWishlistStore } from './wishlist-store';
import { WishlistToggle } from './wishlist-toggle';

const meta = {
  title: 'Account/WishlistToggle',
  component: WishlistToggle,
  args: { productId: '0190a1b2c3d4e5f60718293a4b5c6d7e', productName: 'Bündner Roggenbrot', action: '/api/wishlist', returnTo: '/brot' },
} satisfies Meta<typeof WishlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain form posting to the host's wishlist action, as before JavaScript loads. */
export const WithoutJavaScript: Story = {};

/** A visitor: the heart toggles at once in local storage, the count beside it follows. */
export const Visitor: Story = {
  render: function Render(args) {
    const [store] = useState(() => createWishlistStore({ mode: 'local', local: createLocalWishlist(null) }));
    return (
      <WishlistProvider store={store} mode="local">
        <WishlistToggle {...args} /> <WishlistCount />
      </WishlistProvider>
    );
  },
};

/** A customer whose server list already holds the product. */
export const OnTheCustomersList: Story = {
  render: function Render(args) {
    const [store] = useState(() => createWishlistStore({ mode: 'server', ids: [args.productId], count: 1, server: { add: () => undefined, remove: () => undefined } }));
    return (
      <WishlistProvider store={store} mode="server" serverIds={[args.productId]} serverCount={1}>
        <WishlistToggle {...args} /> <WishlistCount />
      </WishlistProvider>
    );
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** A long product name only lengthens the accessible name; the button keeps its size. */
export const LongFrenchName: Story = {
  args: { productName: 'Gruyère d’alpage AOP affiné dix-huit mois dans les caves de la Gruyère' },
  globals: { locale: 'fr' },
};
