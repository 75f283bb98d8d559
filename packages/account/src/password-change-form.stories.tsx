import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChangeForm } from './password-change-form';

const meta = {
  title: 'Account/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { action: '/account/profile' },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Saved: Story = { args: { saved: true } };

/** Repeat not identical, and the server's "wrong password". */
export const Errors: Story = {
  args: { errors: { password: { key: 'violation.wrongPassword' }, newPasswordConfirm: { key: 'account:passwordChange.mismatch' } } },
};

export const Pending: Story = { args: { pending: true } };
