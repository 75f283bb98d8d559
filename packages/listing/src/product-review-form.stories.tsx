import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductReviewForm } from './product-review-form';

const meta = {
  title: 'Listing/ProductReviewForm',
  component: ProductReviewForm,
  args: { productId: '0190a4f0c4b27a1e8a3b5c6d7e8f9012', action: '/gruyere-aop#bewertung-schreiben' },
} satisfies Meta<typeof ProductReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in customer: an empty form that posts without JavaScript. */
export const Empty: Story = {};

export const Filled: Story = {
  args: { values: { points: '4', title: 'Würziger Käse', content: 'Schön gereift, würzig und nicht zu salzig. Passt wunderbar zu einem Glas Weisswein.' } },
};

/** After a failed submit: the summary takes focus, every field keeps what was typed. */
export const Errors: Story = {
  args: {
    values: { title: 'Gut', content: 'Zu kurz.' },
    errors: {
      points: { key: 'validation.required' },
      title: { key: 'validation.minLength', params: { min: 5 } },
      content: { key: 'validation.minLength', params: { min: 40 } },
    },
  },
};

export const Sent: Story = { args: { status: 'sent' } };

export const TooManyRequests: Story = { args: { status: 'tooManyRequests', retryAfterSeconds: 60 } };

/** Visitors see a link to the login page that returns to the product. */
export const Visitor: Story = { args: { loginHref: '/login?redirectTo=%2Fgruyere-aop' } };

export const LongTexts: Story = {
  args: {
    values: {
      points: '5',
      title: 'Ausgezeichneter Greyerzer aus der Käserei im Freiburgerland, perfekt für das Fondue moitié-moitié',
      content:
        'Nous avons utilisé ce gruyère pour une fondue moitié-moitié avec des amis de Fribourg : le goût était parfaitement équilibré, légèrement fruité, et la texture est restée onctueuse jusqu’au bout.',
    },
    pending: true,
  },
};
