import type { Json } from '../catalogue/serialize';
import type { ContentLocale } from '../demo/types';
import { channelFormatOf, domainUrlOf } from '../domains';
import { currencyCodeOf, SALES_CHANNEL_ID } from '../ids';
import { orderConfirmationMail } from '../mail/order-confirmation';
import type { Outbox, StoredMail } from '../mail/outbox';

/**
 * Puts the order confirmation of a newly placed order into the outbox, as Shopware's default flow
 * "Order placed" (CheckoutOrderPlacedEvent → `order_confirmation_mail`) sends it: to the order
 * customer, in the order's language. A guest gets the deep link to the order on the sales channel's
 * domain of that language (`{domain}/account/order/{deepLinkCode}`, the Storefront's
 * `frontend.account.order.single.page`), a registered customer a pointer to the account. Amounts and
 * the date are written as the order's sales channel writes them in the order's language.
 */
export function sendOrderConfirmation(
  outbox: Outbox,
  order: Json,
  options: { locale: ContentLocale; guest: boolean; storefrontUrl: string; salesChannelId?: string },
): StoredMail {
  const currency = currencyCodeOf(order.currencyId);
  const domain = domainUrlOf(options.storefrontUrl, String(order.languageId), options.salesChannelId) ?? options.storefrontUrl.replace(/\/+$/, '');
  const deepLink = options.guest ? `${domain}/account/order/${String(order.deepLinkCode)}` : null;
  const salesChannelId = options.salesChannelId ?? (typeof order.salesChannelId === 'string' ? order.salesChannelId : SALES_CHANNEL_ID);
  const format = channelFormatOf(salesChannelId, String(order.languageId));
  const mail = orderConfirmationMail(options.locale, order, currency, deepLink, format);
  const customer = (order.orderCustomer ?? {}) as Json;
  return outbox.send({
    type: 'order_confirmation_mail',
    to: String(customer.email),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: deepLink ? [deepLink] : [],
    language: options.locale,
    data: { orderId: order.id, orderNumber: order.orderNumber, amountTotal: order.amountTotal, currency, guest: options.guest },
  });
}
