import type { Schemas } from '@gipfel/api';
import { OrderOutcome, type OrderErrorKey } from '@gipfel/checkout';
import { useTranslation } from '@gipfel/i18n';
import { contactPathOf, localizePath } from '../lib/i18n/shop-locales';
import { useLanguage } from '../lib/i18n/language';

export interface CheckoutOrderOutcomeProps {
  order: Schemas['Order'] | null;
  paymentChangeable: boolean;
  /** On the unpaid page: the methods of "pay again", which posts to that page itself. */
  paymentMethods?: ReadonlyArray<{ id: string; name: string }>;
  retryError?: OrderErrorKey | null;
  retryPending?: boolean;
}

/** The paid / unpaid page of an order, or a notice when the order cannot be shown. */
export function CheckoutOrderOutcome({ order, paymentChangeable, paymentMethods = [], retryError = null, retryPending = false }: CheckoutOrderOutcomeProps) {
  const language = useLanguage();
  const { t } = useTranslation('checkout');
  if (!order) return <p>{t('page.orderNotFound')}</p>;
  const checkout = localizePath('/checkout', language);
  return (
    <OrderOutcome
      order={order}
      headingLevel={2}
      contactHref={contactPathOf(language)}
      // Without methods to choose from (none allowed after the order), the account's order page.
      retryHref={localizePath('/account/order', language)}
      retryAction={paymentMethods.length > 0 ? `${checkout}/success/${order.id}/unpaid` : undefined}
      paymentMethods={paymentMethods}
      retryError={retryError}
      retryPending={retryPending}
      paymentChangeable={paymentChangeable}
    />
  );
}
