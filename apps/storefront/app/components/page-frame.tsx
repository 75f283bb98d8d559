import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';
import * as styles from '../styles/shell.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, skip link, main landmark and footer shared by the layouts. */
export function PageFrame({ variant = 'full', narrow = false, children }: { variant?: 'full' | 'reduced'; narrow?: boolean; children: ReactNode }) {
  const { t } = useTranslation('storefront');
  const language = useLanguage();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader language={language} variant={variant} />
      <main id="main" tabIndex={-1} className={narrow ? styles.narrowMain : styles.main}>
        {children}
      </main>
      <SiteFooter language={language} />
    </div>
  );
}
