import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Dependencies every package leaves to the consumer's install (never bundled). */
export const packageExternals: NonNullable<Options['external']> = [
  /^@gipfel\//,
  'react',
  'react-dom',
  'react/jsx-runtime',
  /^@radix-ui\//,
  'i18next',
  'react-i18next',
  'zustand',
  'ky',
  'valibot',
  /^@shopware\//,
];

// Evaluating a .css.ts file that uses `vars` from @gipfel/ui also evaluates ui's own styles.
// Those ship in @gipfel/ui/styles.css; repeated here, ui's `:root` theme would undo a shop's
// re-branding, so styles of other workspace packages (paths outside this one) are left out.
const leaveOutOtherPackagesStyles: EsbuildPlugin = {
  name: 'gipfel-leave-out-other-packages-styles',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/[^?]*\.css\.ts\.vanilla\.css\?/ }, (args) => ({
      path: `${args.path.split('?')[0]}?left-out`,
      namespace: 'gipfel-other-package-styles',
    }));
    build.onLoad({ filter: /.*/, namespace: 'gipfel-other-package-styles' }, () => ({ contents: '', loader: 'css' }));
  },
};

/**
 * The tsup build of a package: ESM + .d.ts from `src/index.ts` (or the given entries), plus `index.css` for packages
 * with vanilla-extract styles (`styles: 'own'`; ui itself ships the theme: `styles: 'theme'`).
 */
export function packageBuild({ styles, entry = { index: 'src/index.ts' } }: { styles: 'none' | 'own' | 'theme'; entry?: Record<string, string> }) {
  const plugins: EsbuildPlugin[] = [];
  if (styles === 'own') plugins.push(leaveOutOtherPackagesStyles);
  if (styles !== 'none') plugins.push(vanillaExtractPlugin());
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external: packageExternals,
    ...(plugins.length ? { esbuildPlugins: plugins } : {}),
  });
}
