import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceForm } from './service-form';
import { sampleCaptchaImage } from './service-form.fixtures';

const meta = {
  title: 'Forms/ServiceForm',
  component: ServiceForm,
  args: { kind: 'contact', action: '/contact', captcha: { imageSrc: sampleCaptchaImage } },
} satisfies Meta<typeof ServiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty contact form, a plain multipart form as before JavaScript loads. */
export const Contact: Story = {};

export const RepairRequest: Story = { args: { kind: 'repair', action: '/repair-request' } };

export const Return: Story = { args: { kind: 'return', action: '/return' } };

export const Warranty: Story = { args: { kind: 'warranty', action: '/warranty' } };

export const Filled: Story = {
  args: {
    kind: 'warranty',
    values: {
      salutation: 'mrs',
      firstName: 'Heidi',
      lastName: 'Muster',
      email: 'heidi@example.ch',
      invoiceNumber: 'R2026-0042',
      itemPrice: '89.90',
      proofOfPurchase: 'on',
      itemName: 'Fondue-Caquelon',
      problemDescription: 'Die Emaille ist gesprungen.',
      subject: 'Garantie Caquelon',
      comment: 'Bitte um Ersatz.',
    },
  },
};

/** After a failed submit: the summary takes focus, the values stay, the photo must be chosen again. */
export const Errors: Story = {
  args: {
    kind: 'repair',
    values: { firstName: 'Heidi', email: 'heidi(at)example.ch', comment: 'Hallo' },
    errors: {
      salutation: { key: 'validation.required' },
      email: { key: 'validation.email' },
      photo: { key: 'validation.fileSize', params: { maxMB: 5 } },
      captchaValue: { key: 'validation.captcha' },
    },
    fileNotKept: true,
  },
};

export const TooManyRequests: Story = { args: { problem: 'tooManyRequests', retryAfterSeconds: 42 } };

export const Sent: Story = { args: { kind: 'return', sent: true } };

/** The longest texts: French labels and messages. */
export const LongFrench: Story = { ...Errors, globals: { locale: 'fr' } };

export const LongGerman: Story = { args: { kind: 'warranty' }, globals: { locale: 'de' } };

export const English: Story = { args: { kind: 'repair' }, globals: { locale: 'en' } };
