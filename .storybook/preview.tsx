import type { Preview } from '@storybook/react-vite';
import { createI18n, isLanguageCode, I18nextProvider, type I18n, type LanguageCode } from '@gipfel/i18n';
import { packageTexts } from '@gipfel/texts';

// One i18next instance per language, made on first use; they hold texts only, no user data.
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
          <Story />
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
