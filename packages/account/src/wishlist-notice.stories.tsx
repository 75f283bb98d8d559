import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistNotice } from './wishlist-notice';

const meta = {
  title: 'Account/WishlistNotice',
  component: WishlistNotice,
  args: { kind: 'needsJavaScript', loginHref: '/login?redirectTo=%2Fwishlist' },
} satisfies Meta<typeof WishlistNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without JavaScript: the honest reason, and the way to a kept list. */
export const NeedsJavaScript: Story = {};

export const LoadFailed: Story = { args: { kind: 'loadFailed', loginHref: undefined } };

/** The longest text, in German. */
export const LongGerman: Story = { globals: { locale: 'de' } };
