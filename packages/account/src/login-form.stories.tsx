import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './login-form';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { action: '/account/login', recoveryHref: '/account/recover', registerHref: '/register' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posts a plain form, as before JavaScript loads. */
export const Default: Story = {};

export const WrongCredentials: Story = { args: { error: 'invalidCredentials', defaultEmail: 'anna@example.ch' } };

export const InactiveAccount: Story = { args: { error: 'inactive', defaultEmail: 'anna@example.ch' } };

export const TooManyRequests: Story = { args: { error: 'tooManyRequests', retryAfterSeconds: 60, defaultEmail: 'anna@example.ch' } };

export const Pending: Story = { args: { pending: true, defaultEmail: 'anna@example.ch' } };

/** Validates on the client and hands the credentials over instead of posting. */
export const WithJavaScript: Story = { args: { onSubmit: (credentials) => console.info('sign in', credentials.username) } };
