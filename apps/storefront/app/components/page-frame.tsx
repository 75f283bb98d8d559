import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';
import type { SiteNavigation } from '../lib/navigation.server';
import * as styles from '../styles/shell.css';
import { MainNavigation } from './main-navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface PageFrameProps {
  variant?: 'full' | 'reduced';
  narrow?: boolean;
  /** The site navigation from the layout's loader; absent on reduced layouts or when it failed. */
  navigation?: SiteNavigation;
  children: ReactNode;
}

/** Header, skip link, main landmark and footer shared by the layouts. */
export function PageFrame({ variant = 'full', narrow = false, navigation, children }: PageFrameProps) {
  const { t } = useTranslation('storefront');
  const language = useLanguage();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader language={language} variant={variant} />
      {variant === 'full' && navigation ? <MainNavigation items={navigation.main} /> : null}
      <main id="main" tabIndex={-1} className={narrow ? styles.narrowMain : styles.main}>
        {children}
      </main>
      <SiteFooter language={language} footer={navigation?.footer} service={navigation?.service} />
    </div>
  );
}
