import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaptchaWidget } from './captcha-widget';
import { captchaWidgetConfig } from './captcha-widget-config';

// A stand-in for Google's script, so the stories load nothing from outside.
function installStandIn() {
  (window as { grecaptcha?: unknown }).grecaptcha = {
    ready: (callback: () => void) => callback(),
    execute: () => Promise.resolve('storybook-token'),
  };
}

const meta = {
  title: 'Forms/CaptchaWidget',
  component: CaptchaWidget,
  loaders: [
    () => {
      installStandIn();
      return {};
    },
  ],
  args: { config: captchaWidgetConfig('6LcStorybookSiteKey_00000000000000000000') },
} satisfies Meta<typeof CaptchaWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Configured: a hidden token field and Google's notice (the badge stays hidden). */
export const Configured: Story = {};

/** The browser sent no token (no JavaScript, or Google was unreachable). */
export const MissingToken: Story = { args: { error: { key: 'validation.captcha' } } };

/** Without a site key: renders nothing and loads nothing. */
export const NotConfigured: Story = { args: { config: null } };

export const French: Story = { args: { error: { key: 'validation.captcha' } }, globals: { locale: 'fr' } };

export const English: Story = { globals: { locale: 'en' } };
