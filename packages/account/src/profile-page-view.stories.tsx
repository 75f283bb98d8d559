import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfilePageView } from './profile-page-view';
import { profilePageFixture } from './account-pages.fixtures';

const meta = {
  title: 'Account/ProfilePageView',
  component: ProfilePageView,
  args: { page: profilePageFixture, action: '/account/profile' },
} satisfies Meta<typeof ProfilePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};

/** After changing the email (`?saved=email`): its notice. */
export const EmailSaved: Story = { args: { saved: 'email' } };

/** The new email was refused: the typed values come back with the message, at the email form. */
export const EmailRefused: Story = {
  args: {
    saved: 'profile',
    result: { intent: 'email', values: { email: 'heidi@example', emailConfirmation: 'heidi@example' }, errors: { email: { key: 'validation.email' } } },
  },
};
