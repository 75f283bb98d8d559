import i18next, { type i18n as I18next, type Resource } from 'i18next';
import { buildResources, type CreateI18nOptions } from '../i18n-instance';

/**
 * i18next (a dev dependency of the workspace, for these tests only) with the options the text
 * runtime follows: the reference the runtime is checked against, so a package's texts behave as
 * in i18next (decision 0028, 0055). Nesting and formats are off: such a text is shown as written.
 */
export function referenceI18next({ language, namespaces, defaultLanguage, overrides, debugKeys = false }: CreateI18nOptions): I18next {
  const instance = i18next.createInstance();
  void instance.init({
    lng: debugKeys ? 'cimode' : language,
    ns: Object.keys(namespaces),
    defaultNS: Object.keys(namespaces)[0],
    resources: buildResources(language, namespaces, overrides, defaultLanguage ?? language) as Resource,
    interpolation: { escapeValue: false, formatSeparator: '\u0000', nestingPrefix: '\u0000$t(', nestingSuffix: ')\u0000' },
    initImmediate: false,
    returnNull: false,
    appendNamespaceToCIMode: true,
    react: { useSuspense: false },
  });
  return instance;
}
