import type { Schemas } from '@gipfel/api';
import { OrderOutcome } from '@gipfel/checkout';
import { localizePath } from '@gipfel/i18n';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language';

/** The shop's contact page (a service category of the demo shop) per language. */
const contactPaths = { de: '/Kontakt/', en: '/Contact/', fr: '/Contact/' } as const;

/** The paid / unpaid page of an order, or a notice when the order cannot be shown. */
export function CheckoutOrderOutcome({ order, paymentChangeable }: { order: Schemas['Order'] | null; paymentChangeable: boolean }) {
  const language = useLanguage();
  const { t } = useTranslation('storefront');
  if (!order) return <p>{t('checkout.orderNotFound')}</p>;
  return (
    <OrderOutcome
      order={order}
      headingLevel={2}
      contactHref={localizePath(contactPaths[language], language)}
      retryHref={localizePath('/account/order', language)}
      paymentChangeable={paymentChangeable}
    />
  );
}
