import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewPasswordForm } from './new-password-form';

const meta = {
  title: 'Account/NewPasswordForm',
  component: NewPasswordForm,
  args: { action: '/account/recover/password', hash: 'b3f0c7e1d2a94c5e8f6a7b8c9d0e1f2a' },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The repeat differs from the new password. */
export const Mismatch: Story = { args: { errors: { newPasswordConfirm: { key: 'account:newPassword.errors.mismatch' } } } };

export const TooShort: Story = { args: { errors: { newPassword: { key: 'validation.minLength', params: { min: 8 } } } } };

/** Long texts: the form-level failure plus both field errors (try French and German). */
export const LongTexts: Story = {
  args: {
    errors: {
      form: { key: 'account:newPassword.errors.failed' },
      newPassword: { key: 'validation.minLength', params: { min: 8 } },
      newPasswordConfirm: { key: 'account:newPassword.errors.mismatch' },
    },
  },
};

export const Pending: Story = { args: { pending: true } };
