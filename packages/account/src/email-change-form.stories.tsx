import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailChangeForm } from './email-change-form';

const meta = {
  title: 'Account/EmailChangeForm',
  component: EmailChangeForm,
  args: { action: '/account/profile', currentEmail: 'heidi@example.ch' },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: { email: 'heidi.muster@example.ch', emailConfirmation: 'heidi.muster@example.ch' } } };

export const Saved: Story = { args: { saved: true, currentEmail: 'heidi.muster@example.ch' } };

/** The server said: wrong password, address already in use. */
export const ServerErrors: Story = {
  args: { ...Filled.args, errors: { email: { key: 'violation.emailNotUnique' }, password: { key: 'violation.wrongPassword' } } },
};

export const LongTexts: Story = { args: { currentEmail: 'anna-maria.von-graffenried-oberholzer@emmentaler-alpkaesereien.example.ch' } };
