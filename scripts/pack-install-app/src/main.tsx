// The built packages ship their styles as static CSS: the theme first, then each package's own.
import '@gipfel/ui/styles.css';
import '@gipfel/listing/styles.css';
import '@gipfel/cart/styles.css';
import '@gipfel/checkout/styles.css';
import '@gipfel/account/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n, createShopLocales, I18nextProvider } from '@gipfel/i18n';
import { packageTexts } from '@gipfel/texts';
import { App } from './app';

// The shop's languages, as a host configures them: German, with prices and dates written as a Swiss shop writes them.
createShopLocales({ urlScheme: 'none', defaultLanguage: 'de', languages: [{ code: 'de', localeCode: 'de-DE', formatLocale: 'de-CH', label: 'Deutsch' }] });

const i18n = createI18n({ language: 'de', namespaces: packageTexts });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
