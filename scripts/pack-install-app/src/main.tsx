// One stylesheet: the theme and every package's styles, in order.
import '@gipfel/texts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createI18n, createShopLocales, I18nextProvider } from '@gipfel/i18n';
import { packageTexts } from '@gipfel/texts';
import { App } from './app';

// The shop's language as a host configures it: English, written the British way.
const locales = createShopLocales({ urlScheme: 'none', defaultLanguage: 'en', languages: [{ code: 'en', localeCode: 'en-GB', label: 'English' }] });
const i18n = createI18n({ language: 'en', namespaces: packageTexts });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App storeApiLanguage={(languages) => locales.storeApiLanguageId('en', languages)} />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);
