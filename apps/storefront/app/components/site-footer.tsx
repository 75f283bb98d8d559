import type { LanguageCode } from '@gipfel/i18n';
import { useTranslation } from '@gipfel/i18n';
import type { NavItem } from '@gipfel/cms';
import * as styles from '../styles/shell.css';
import { NavEntryLink } from './nav-link';
import { NewsletterSignup } from './newsletter-signup';
import { serviceLinks } from './service-links';

export interface SiteFooterProps {
  language: LanguageCode;
  /** Footer navigation from the Store API: columns (level 1) with their links (level 2). */
  footer?: NavItem[];
  /** Service navigation from the Store API (imprint, terms, privacy …). */
  service?: NavItem[];
  /** The newsletter signup slot; left out where it would distract (checkout, sign-in). */
  newsletter?: boolean;
}

export function SiteFooter({ language, footer = [], service = [], newsletter = true }: SiteFooterProps) {
  const { t } = useTranslation('storefront');
  const ownServicePages = [
    { id: 'footer-contact', name: t('footer.contactForm'), path: '/contact' },
    { id: 'footer-news', name: t('footer.news'), path: '/news' },
    { id: 'footer-platform', name: t('footer.platform'), path: '/shopware' },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {footer.length ? (
          <nav aria-label={t('footer.footerNavigation')} className={styles.footerColumns}>
            {footer.map((column) => (
              <div key={column.id}>
                <h2 className={styles.footerHeading}>
                  <NavEntryLink item={column} className={styles.footerLink} />
                </h2>
                <ul className={styles.footerList}>
                  {column.children.map((link) => (
                    <li key={link.id}>
                      <NavEntryLink item={link} className={styles.footerLink} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        <nav aria-label={t('footer.serviceNavigation')}>
          <ul className={styles.footerList}>
            {serviceLinks(service, ownServicePages, language).map((link) => (
              <li key={link.id}>
                <NavEntryLink item={link} className={styles.footerLink} />
              </li>
            ))}
          </ul>
        </nav>
        {newsletter ? <NewsletterSignup language={language} /> : null}
        <div>
          <p>{t('footer.vatNote')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
