import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaptchaField } from './captcha-field';
import { sampleCaptchaImage } from './service-form.fixtures';

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { imageSrc: sampleCaptchaImage, captchaId: 'c0ffee' },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongValue: Story = { args: { error: { key: 'validation.captcha' } } };

export const Required: Story = { args: { error: { key: 'validation.required' } } };

/** "New image" asks the host for a new captcha. */
export const WithRefresh: Story = { args: { onRefresh: () => console.info('new captcha') } };

export const French: Story = { args: { error: { key: 'validation.captcha' } }, globals: { locale: 'fr' } };

export const English: Story = { globals: { locale: 'en' } };
