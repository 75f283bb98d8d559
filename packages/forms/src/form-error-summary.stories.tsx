import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorSummary } from './form-error-summary';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    errors: {
      email: { key: 'validation.email' },
      password: { key: 'validation.minLength', params: { min: 8 } },
      vatId: { key: 'violation.vatIdFormat' },
    },
    labels: { email: 'E-Mail', password: 'Passwort', vatId: 'USt-IdNr.' },
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralErrors: Story = {};

export const OneError: Story = {
  args: { errors: { email: { key: 'violation.emailNotUnique' } } },
};
