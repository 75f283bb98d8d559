import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { UserConfig } from 'vite';

const vanillaExtract: UserConfig = {
  plugins: [vanillaExtractPlugin()],
  build: {
    // Storybook's own preview runtime is about 1.2 MB; the stories are small.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      onwarn(warning, warn) {
        // Radix ships "use client" banners for React Server Components; a client bundle ignores them.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  core: {
    // The build machines have no internet: no telemetry, no update checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, vanillaExtract);
  },
};

export default config;
