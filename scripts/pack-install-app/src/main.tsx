// The built packages ship their styles as static CSS: the theme first, then each package's own.
import '@gipfel/ui/styles.css';
import '@gipfel/listing/styles.css';
import '@gipfel/cart/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { listingTexts } from '@gipfel/listing';
import { cartTexts } from '@gipfel/cart';
import { App } from './app';

const i18n = createI18n({ language: 'de', namespaces: { ui: uiTexts, listing: listingTexts, cart: cartTexts } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
