import { Link, useLocation, useMatches } from '@remix-run/react';
import { locales, localizePath, switchLanguagePath, type LanguageCode } from '@gipfel/i18n';
import { visuallyHidden as visuallyHiddenClass } from '@gipfel/ui';
import { useTranslation } from 'react-i18next';
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
        {locales.map((l) => (
          <li key={l.code}>
            <Link
              to={target(l.code)}
              className={styles.languageLink}
              lang={l.locale}
              hrefLang={l.locale}
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
