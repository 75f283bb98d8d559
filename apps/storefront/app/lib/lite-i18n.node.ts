import type { Plugin } from 'vite';

/** What the browser build imports instead of i18next and react-i18next (decision 0028). */
export const liteI18nModules: Readonly<Record<string, string>> = {
  i18next: '@gipfel/i18n/lite/i18next',
  'react-i18next': '@gipfel/i18n/lite/react-i18next',
};

/**
 * Vite plugin: in the browser build (never in the server build), `i18next` and `react-i18next`
 * resolve to `@gipfel/i18n`'s lite runtime, which gives every text the server rendered with
 * i18next (tested over all texts) in about 1 KB gzip instead of 16 KB.
 */
export function liteI18nInBrowser(): Plugin {
  return {
    name: 'gipfel:lite-i18n-in-browser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const replacement = liteI18nModules[source];
      if (!replacement || options?.ssr) return null;
      const resolved = await this.resolve(replacement, importer, { ...options, skipSelf: true });
      if (!resolved) throw new Error(`lite i18n: cannot resolve ${replacement} from ${importer ?? 'the app'}`);
      return resolved;
    },
  };
}
