import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [/^@gipfel\//, 'react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//, 'i18next', 'react-i18next', 'zustand', 'ky', 'valibot', /^@shopware\//],
  esbuildPlugins: [vanillaExtractPlugin()],
});
