import * as styles from '../styles/shell.css';
import { Link } from '@remix-run/react';
import { type LanguageCode, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';

const translatedStatuses = new Set([403, 404, 408, 413, 500, 502, 503]);

export interface ErrorPageProps {
  status: number;
  language: LanguageCode;
  /** The error's own message: shown when no translated text exists for the status, and as detail for 404. */
  message?: string;
  /** For 429: how long the shopper should wait (Retry-After). */
  retryAfterSeconds?: number;
}

/** One error page for every route: status, a translated message and a way home. */
export function ErrorPage({ status, language, message, retryAfterSeconds }: ErrorPageProps) {
  const { t } = useTranslation('storefront');
  const text =
    status === 429
      ? t('error.429', { seconds: retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : 1 })
      : translatedStatuses.has(status)
        ? t(`error.${status}`)
        : message || t('error.generic');
  return (
    <section aria-labelledby="error-title" className={styles.errorSection}>
      <h1 id="error-title">{t('error.title', { status })}</h1>
      <p>{text}</p>
      {status === 404 && message ? <p data-testid="error-detail">{message}</p> : null}
      <p>
        <Link to={localizePath('/', language)} className={styles.standaloneLink}>{t('error.goHome')}</Link>
      </p>
    </section>
  );
}
