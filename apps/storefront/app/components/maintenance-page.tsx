import * as styles from '../styles/shell.css';
import { useTranslation } from '@gipfel/i18n';

/** Shown while the shop's sales channel is in maintenance mode. */
export function MaintenancePage() {
  const { t } = useTranslation('storefront');
  return (
    <section aria-labelledby="maintenance-title" className={styles.errorSection}>
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.text')}</p>
    </section>
  );
}
