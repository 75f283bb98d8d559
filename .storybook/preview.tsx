import type { Preview } from '@storybook/react-vite';
import { RichTextProvider } from '@gipfel/cms';
import { sanitizeHtmlInBrowser } from '@gipfel/cms/browser';
import { createI18n, createShopLocales, isLanguageCode, I18nextProvider, type I18n, type LanguageCode } from '@gipfel/i18n';
import { packageTexts } from '@gipfel/texts';

// Stories write prices and dates as a Swiss shop in German, English and French does: the host's
// configuration that a storefront gives (createShopLocales registers each language's formatting locale).
createShopLocales({
  urlScheme: 'prefix',
  defaultLanguage: 'de',
  languages: [
    { code: 'de', localeCode: 'de-CH', formatLocale: 'de-CH', prefix: '', label: 'Deutsch' },
    { code: 'en', localeCode: 'en-GB', formatLocale: 'en-GB', prefix: '/en', label: 'English' },
    { code: 'fr', localeCode: 'fr-CH', formatLocale: 'fr-CH', prefix: '/fr', label: 'Français' },
  ],
});

// One text runtime instance per language, made on first use; they hold texts only, no user data.
const instances = new Map<LanguageCode, I18n>();

function i18nFor(language: LanguageCode): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ language, namespaces: packageTexts });
    instances.set(language, instance);
  }
  return instance;
}

const preview: Preview = {
  // A docs page per component (props table, every story) for designers and shop developers.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the built-in texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'de', right: 'DE', title: 'Deutsch' },
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'fr', right: 'FR', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'de',
  },
  decorators: [
    (Story, context) => {
      const requested: unknown = context.globals.locale;
      const language: LanguageCode = isLanguageCode(requested) ? requested : 'de';
      // Screen readers and axe read the page language from <html lang>.
      if (typeof document !== 'undefined') document.documentElement.lang = language;
      return (
        <I18nextProvider i18n={i18nFor(language)}>
          {/* Storybook has no server: rich text (CMS text, descriptions) is sanitised in the browser. */}
          <RichTextProvider sanitize={sanitizeHtmlInBrowser}>
            <Story />
          </RichTextProvider>
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820)', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Violations fail the story's test run, not only show in the panel.
      test: 'error',
    },
  },
};

export default preview;
