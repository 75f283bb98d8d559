import { Link, useLocation, useMatches } from '@remix-run/react';
import { type LanguageCode, useTranslation } from '@gipfel/i18n';
import { localizePath, shopLocales, switchLanguagePath } from '../lib/i18n/shop-locales';
import { visuallyHidden as visuallyHiddenClass } from '@gipfel/ui';
import * as styles from '../styles/shell.css';

/** Links to the same page in the other languages; the current one is marked. */
export function LanguageSwitcher({ language }: { language: LanguageCode }) {
  const { t } = useTranslation('storefront');
  const location = useLocation();
  // A catalogue page names its language-neutral path; other pages keep their path across languages.
  const technicalPath = useMatches()
    .map((m) => (m.data as { technicalPath?: unknown } | undefined)?.technicalPath)
    .find((p): p is string => typeof p === 'string');
  const target = (language: LanguageCode) =>
    technicalPath ? localizePath(technicalPath, language) : switchLanguagePath(location.pathname, location.search, language);
  return (
    <nav aria-label={t('language.label')}>
      <ul className={styles.languageList}>
        {shopLocales().languages.map((l) => (
          <li key={l.code}>
            <Link
              to={target(l.code)}
              className={styles.languageLink}
              lang={l.localeCode}
              hrefLang={l.localeCode}
              aria-current={l.code === language ? 'true' : undefined}
              title={t('language.switchTo', { language: l.label })}
            >
              <span aria-hidden="true">{l.code}</span>
              <span className={visuallyHiddenClass}>{l.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
