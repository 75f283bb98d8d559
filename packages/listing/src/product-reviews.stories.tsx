import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import { ProductReviews } from './product-reviews';

const base = { productId: '7e117859f69b4ee08947e1ae4fce1f69', languageId: '2fbb5fe2e29a4d70aa5854ce7ce3e20b', salesChannelId: '98432def39fc4624b33213a56b8c944d', status: true };
const reviews: Schemas['ProductReview'][] = [
  { ...base, id: 'r1', title: 'Sehr aromatisch', content: 'Kräftig und rund, passt gut zu dunkler Schokolade.', points: 5, createdAt: '2024-03-12T10:26:08.297+00:00', comment: 'Herzlichen Dank für Ihre Bewertung!' },
  { ...base, id: 'r2', title: 'Ganz gut, aber etwas teuer', content: 'Qualität stimmt, der Preis ist sportlich.', points: 3, createdAt: '2024-02-01T08:00:00.000+00:00' },
  { ...base, id: 'r3', title: 'Nicht freigegeben', content: 'Wird nie angezeigt.', points: 1, status: false },
];

const meta = {
  title: 'Listing/ProductReviews',
  component: ProductReviews,
  args: { reviews },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {};
export const ManyMoreOnServer: Story = { args: { ratingAverage: 4.4, total: 37 } };
export const Empty: Story = { args: { reviews: [] } };
