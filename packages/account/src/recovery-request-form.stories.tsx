import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecoveryRequestForm } from './recovery-request-form';

const meta = {
  title: 'Account/RecoveryRequestForm',
  component: RecoveryRequestForm,
  args: { action: '/account/recover', loginHref: '/login' },
} satisfies Meta<typeof RecoveryRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultEmail: 'anna@example.ch' } };

export const CustomerNotFound: Story = { args: { error: 'notFound', defaultEmail: 'niemand@example.ch' } };

export const TooManyRequests: Story = { args: { error: 'tooManyRequests', retryAfterSeconds: 60, defaultEmail: 'anna@example.ch' } };

export const InvalidEmail: Story = { args: { defaultEmail: 'anna', errors: { email: { key: 'validation.email' } } } };

/** After posting: the confirmation replaces the form. */
export const Sent: Story = { args: { sentTo: 'anna.muster-von-gunten@beispiel-grossunternehmen.ch' } };

export const Pending: Story = { args: { pending: true, defaultEmail: 'anna@example.ch' } };
