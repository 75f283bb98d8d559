import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createShopLocales } from './packages/i18n/src/index';

// Component tests write prices and dates as a Swiss shop in German, English and French does: the
// configuration a host gives (createShopLocales registers each language's formatting locale).
createShopLocales({
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-CH', formatLocale: 'de-CH', prefix: '', label: 'Deutsch' },
    { code: 'en', localeCode: 'en-GB', formatLocale: 'en-GB', prefix: '/en', label: 'English' },
    { code: 'fr', localeCode: 'fr-CH', formatLocale: 'fr-CH', prefix: '/fr', label: 'Français' },
  ],
});

// `findBy…` and `waitFor` wait up to 5 s: parts loaded on first use (a drawer's sheet) are
// transformed on their first import, which takes over a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
