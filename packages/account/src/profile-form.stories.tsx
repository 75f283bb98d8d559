import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm } from './profile-form';
import { salutationOptions } from './account-pages.fixtures';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: { action: '/account/profile', salutations: salutationOptions },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: { salutationId: salutationOptions[0]!.value, firstName: 'Heidi', lastName: 'Muster' } } };

export const Saved: Story = { args: { ...Filled.args, saved: true } };

/** A business account whose VAT id the Store API refused. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { accountType: 'business', firstName: 'Heidi', lastName: 'Muster', company: 'Käserei Alpenblick AG', vatId: 'CHE-123' },
    errors: { vatId: { key: 'violation.vatIdFormat' }, lastName: { key: 'violation.blank' } },
  },
};

/** Long German names and company: the fields wrap, nothing overflows. */
export const LongTexts: Story = {
  args: {
    defaultValues: { accountType: 'business', firstName: 'Anna-Maria Katharina', lastName: 'von Graffenried-Oberholzer', company: 'Genossenschaft der Emmentaler Alpkäsereien und Milchverwertungsbetriebe' },
  },
};
