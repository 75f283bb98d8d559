import type { ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { Button } from '@gipfel/ui';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { AddressCard } from './address-card';
import * as styles from './account-pages.css';
import { OrderList } from './order-list';

export interface AccountOverviewProps {
  customer: Schemas['Customer'];
  /** The latest orders (e.g. 3). */
  latestOrders: ReadonlyArray<Schemas['Order']>;
  /** Name of the default payment method (Shopware 6.7 customers carry only its id). */
  paymentMethodName?: string | null;
  language: string;
  hrefs: { profile: string; addresses: string; orders: string; payment: string; order: (order: Schemas['Order']) => string };
  /**
   * Newsletter status of `POST /account/newsletter-recipient` (`optIn`, `notSet` = awaiting the
   * confirmation, `optOut`, `undefined`) with the form's target; it posts `intent=newsletter-subscribe|newsletter-unsubscribe`.
   */
  newsletter?: { status: string; action?: string; notice?: 'sent' | 'unsubscribed' | null };
  /** Extra content, e.g. the newsletter signup of the host. */
  children?: ReactNode;
}

/** The account home: profile summary, default addresses, latest orders, default payment method. */
export function AccountOverview({ customer, latestOrders, paymentMethodName, newsletter, language, hrefs, children }: AccountOverviewProps) {
  const { t } = useTranslation('account');
  const salutation = translatedText(customer.salutation, 'displayName');
  const address = (value: Schemas['CustomerAddress'] | undefined) => (value ? <AddressCard address={value} /> : <p className={styles.muted}>{t('overview.noAddress')}</p>);
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="overview-profile">
          <h2 id="overview-profile" className={styles.heading}>
            {t('overview.profile')}
          </h2>
          <p data-testid="overview-name">{[salutation, customer.title, customer.firstName, customer.lastName].filter(Boolean).join(' ')}</p>
          <p>{customer.email}</p>
          <p className={styles.muted}>
            {t(customer.accountType === 'business' ? 'overview.accountTypeBusiness' : 'overview.accountTypePrivate')}
            {customer.accountType === 'business' && customer.company ? ` · ${customer.company}` : ''}
          </p>
          <a href={hrefs.profile}>{t('overview.editProfile')}</a>
        </section>
        <section className={styles.card} aria-labelledby="overview-payment">
          <h2 id="overview-payment" className={styles.heading}>
            {t('overview.paymentMethod')}
          </h2>
          <p>{paymentMethodName || t('overview.noPaymentMethod')}</p>
          <a href={hrefs.payment}>{t('overview.editPayment')}</a>
        </section>
        <section className={styles.card} aria-labelledby="overview-billing">
          <h2 id="overview-billing" className={styles.heading}>
            {t('overview.defaultBilling')}
          </h2>
          {address(customer.defaultBillingAddress)}
          <a href={hrefs.addresses}>{t('overview.editAddresses')}</a>
        </section>
        <section className={styles.card} aria-labelledby="overview-shipping">
          <h2 id="overview-shipping" className={styles.heading}>
            {t('overview.defaultShipping')}
          </h2>
          {address(customer.defaultShippingAddress)}
          <a href={hrefs.addresses}>{t('overview.editAddresses')}</a>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="overview-orders">
        <h2 id="overview-orders" className={styles.heading}>
          {t('overview.latestOrders')}
        </h2>
        <OrderList orders={latestOrders} language={language} detailHref={hrefs.order} />
        <a href={hrefs.orders}>{t('overview.allOrders')}</a>
      </section>
      {newsletter && (
        <section className={styles.section} aria-labelledby="overview-newsletter">
          <h2 id="overview-newsletter" className={styles.heading}>
            {t('overview.newsletter')}
          </h2>
          {newsletter.notice && (
            <p className={styles.success} role="status">
              {t(newsletter.notice === 'sent' ? 'overview.newsletterSent' : 'overview.newsletterUnsubscribed')}
            </p>
          )}
          <p>{t(newsletter.status === 'optIn' ? 'overview.newsletterSubscribed' : newsletter.status === 'notSet' ? 'overview.newsletterPending' : 'overview.newsletterNotSubscribed')}</p>
          <form method="post" action={newsletter.action}>
            <input type="hidden" name="intent" value={newsletter.status === 'optIn' || newsletter.status === 'notSet' ? 'newsletter-unsubscribe' : 'newsletter-subscribe'} />
            <Button type="submit" variant="secondary">
              {t(newsletter.status === 'optIn' || newsletter.status === 'notSet' ? 'overview.newsletterUnsubscribe' : 'overview.newsletterSubscribe')}
            </Button>
          </form>
        </section>
      )}
      {children}
    </div>
  );
}
