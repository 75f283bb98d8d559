import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductFaq } from './product-faq';

const meta = {
  title: 'Listing/ProductFaq',
  component: ProductFaq,
  args: {
    entries: [
      { id: 'q1', question: 'Ist das Mehl glutenfrei?', answer: 'Nein, Dinkel enthält Gluten.' },
      { id: 'q2', question: 'Wie lange ist das Mehl ungeöffnet haltbar, wenn es kühl und trocken gelagert wird?', answer: 'Ungeöffnet 12 Monate.\nNach dem Öffnen innert 3 Monaten aufbrauchen.' },
    ],
  },
} satisfies Meta<typeof ProductFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};
export const Empty: Story = { args: { entries: [] } };
