import { Link } from '@remix-run/react';
import { localizePath, type LanguageCode } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import * as styles from '../styles/shell.css';

export function SiteFooter({ language }: { language: LanguageCode }) {
  const { t } = useTranslation('storefront');
  const to = (path: string) => localizePath(path, language);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t('footer.serviceNavigation')}>
          <ul className={styles.footerList}>
            <li>
              <Link to={to('/account')} className={styles.footerLink}>
                {t('header.account')}
              </Link>
            </li>
            <li>
              <Link to={to('/wishlist')} className={styles.footerLink}>
                {t('header.wishlist')}
              </Link>
            </li>
            <li>
              <Link to={to('/shopware')} className={styles.footerLink}>
                {t('footer.platform')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p>{t('footer.vatNote')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
