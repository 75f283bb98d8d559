import { escapeHtml } from '../checkout/gateway';
import type { ContentLocale } from '../demo/types';
import type { ChannelFormat } from '../domains';
import { formatAmount, formatDate } from './format';
import { hello, SHOP, SIGNATURE } from './texts';

/**
 * The order confirmation (Shopware's `order_confirmation_mail`, sent by the default flow "Order placed"
 * in the order's language): order number and date, the lines, the totals with taxes, the billing and
 * delivery addresses, payment and shipping method, and for a guest the deep link to the order. Built
 * from the order entity `POST /checkout/order` answers, as plain text and HTML.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the order entity is read loosely
type Json = Record<string, any>;

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

const T = {
  de: {
    subject: (number: string) => `Ihre Bestellung ${number} bei ${SHOP}`,
    intro: (number: string, date: string) => `vielen Dank für Ihre Bestellung ${number} vom ${date}. Wir haben sie erhalten und bereiten sie vor.`,
    lines: 'Ihre Bestellung',
    quantity: 'Menge',
    unitPrice: 'Stückpreis',
    total: 'Summe',
    positions: 'Zwischensumme',
    shipping: 'Versandkosten',
    grandTotal: 'Gesamtsumme',
    net: 'Gesamtsumme ohne MWST',
    tax: (rate: number) => `zzgl. ${rate} % MWST`,
    taxIncluded: (rate: number) => `inkl. ${rate} % MWST`,
    billing: 'Rechnungsadresse',
    delivery: 'Lieferadresse',
    payment: 'Zahlungsart',
    shippingMethod: 'Versandart',
    deepLink: 'Den Stand Ihrer Bestellung sehen Sie jederzeit hier:',
    account: 'Den Stand Ihrer Bestellung sehen Sie jederzeit in Ihrem Kundenkonto.',
    questions: 'Bei Fragen antworten Sie einfach auf diese E-Mail.',
  },
  en: {
    subject: (number: string) => `Your order ${number} at ${SHOP}`,
    intro: (number: string, date: string) => `thank you for your order ${number} of ${date}. We have received it and are preparing it.`,
    lines: 'Your order',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    positions: 'Subtotal',
    shipping: 'Shipping costs',
    grandTotal: 'Grand total',
    net: 'Total excluding VAT',
    tax: (rate: number) => `plus ${rate}% VAT`,
    taxIncluded: (rate: number) => `incl. ${rate}% VAT`,
    billing: 'Billing address',
    delivery: 'Delivery address',
    payment: 'Payment method',
    shippingMethod: 'Shipping method',
    deepLink: 'You can check the status of your order at any time here:',
    account: 'You can check the status of your order at any time in your account.',
    questions: 'If you have any questions, simply reply to this email.',
  },
  fr: {
    subject: (number: string) => `Votre commande ${number} chez ${SHOP}`,
    intro: (number: string, date: string) => `merci pour votre commande ${number} du ${date}. Nous l’avons reçue et la préparons.`,
    lines: 'Votre commande',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    positions: 'Sous-total',
    shipping: 'Frais de livraison',
    grandTotal: 'Total général',
    net: 'Total hors TVA',
    tax: (rate: number) => `plus TVA ${rate} %`,
    taxIncluded: (rate: number) => `dont TVA ${rate} %`,
    billing: 'Adresse de facturation',
    delivery: 'Adresse de livraison',
    payment: 'Mode de paiement',
    shippingMethod: 'Mode de livraison',
    deepLink: 'Vous pouvez suivre votre commande à tout moment ici :',
    account: 'Vous pouvez suivre votre commande à tout moment dans votre compte client.',
    questions: 'Pour toute question, répondez simplement à cet e-mail.',
  },
  it: {
    subject: (number: string) => `Il Suo ordine ${number} presso ${SHOP}`,
    intro: (number: string, date: string) => `grazie per il Suo ordine ${number} del ${date}. Lo abbiamo ricevuto e lo stiamo preparando.`,
    lines: 'Il Suo ordine',
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    total: 'Totale',
    positions: 'Subtotale',
    shipping: 'Spese di spedizione',
    grandTotal: 'Totale complessivo',
    net: 'Totale IVA esclusa',
    tax: (rate: number) => `più IVA ${rate} %`,
    taxIncluded: (rate: number) => `di cui IVA ${rate} %`,
    billing: 'Indirizzo di fatturazione',
    delivery: 'Indirizzo di consegna',
    payment: 'Metodo di pagamento',
    shippingMethod: 'Metodo di spedizione',
    deepLink: 'Può seguire lo stato del Suo ordine in qualsiasi momento qui:',
    account: 'Può seguire lo stato del Suo ordine in qualsiasi momento nel Suo conto cliente.',
    questions: 'Per qualsiasi domanda, risponda semplicemente a questa e-mail.',
  },
} satisfies Record<ContentLocale, unknown>;

const name = (value: Json | null | undefined): string => String(value?.translated?.name ?? value?.name ?? '');

function addressLines(address: Json): string[] {
  return [
    address.company,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    [address.zipcode, address.city].filter(Boolean).join(' '),
    name(address.country),
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/**
 * The confirmation of `order` (the entity, in `locale`) in `currency` (ISO code), with amounts and
 * the date written as the order's sales channel writes them in the order's language (`format`, from
 * `channelFormatOf`: `CHF 21.40` and Zurich time in "Gipfel", `21,40 €` or `€21.40` and Berlin time in
 * "Gipfel Deutschland"). `deepLink` is the guest's link to the order (Shopware's default template
 * shows it to guests only), else null.
 */
export function orderConfirmationMail(locale: ContentLocale, order: Json, currency: string, deepLink: string | null, format: ChannelFormat): OrderMail {
  const t = T[locale];
  const money = (value: number) => formatAmount(value, currency, format.locale);
  const customer = (order.orderCustomer ?? {}) as Json;
  const date = formatDate(String(order.orderDateTime), format.locale, format.timeZone);
  const lines = ((order.lineItems ?? []) as Json[]).map((item) => ({
    label: String(item.label ?? ''),
    number: typeof item.payload?.productNumber === 'string' ? item.payload.productNumber : null,
    quantity: Number(item.quantity),
    unitPrice: Number(item.unitPrice),
    totalPrice: Number(item.totalPrice),
  }));
  const price = (order.price ?? {}) as Json;
  const taxes = ((price.calculatedTaxes ?? []) as Json[]).map((tax) => ({ rate: Number(tax.taxRate), amount: Number(tax.tax) }));
  const gross = order.taxStatus !== 'net';
  const billing = addressLines((order.billingAddress ?? {}) as Json);
  const delivery = (order.deliveries?.[0] ?? null) as Json | null;
  const shippingAddress = delivery?.shippingOrderAddress ? addressLines(delivery.shippingOrderAddress as Json) : billing;
  const transaction = ((order.transactions ?? []) as Json[]).at(-1);
  const totals: [string, string][] = [
    [t.positions, money(Number(order.positionPrice))],
    [t.shipping, money(Number(order.shippingTotal))],
    ...(gross ? [] : ([[t.net, money(Number(order.amountNet))]] as [string, string][])),
    ...taxes.map((tax): [string, string] => [gross ? t.taxIncluded(tax.rate) : t.tax(tax.rate), money(tax.amount)]),
    [t.grandTotal, money(Number(order.amountTotal))],
  ];
  const methods: [string, string][] = [
    [t.payment, name(transaction?.paymentMethod)],
    [t.shippingMethod, name(delivery?.shippingMethod)],
  ];
  const greeting = hello(locale, { firstName: customer.firstName, lastName: customer.lastName });
  const follow = deepLink ? `${t.deepLink}\n${deepLink}` : t.account;

  const text = [
    greeting,
    '',
    t.intro(order.orderNumber, date),
    '',
    `${t.lines}:`,
    ...lines.map((line) => `${line.quantity} × ${line.label}${line.number ? ` (${line.number})` : ''}: ${money(line.totalPrice)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.billing}:`,
    ...billing,
    '',
    `${t.delivery}:`,
    ...shippingAddress,
    '',
    ...methods.map(([label, value]) => `${label}: ${value}`),
    '',
    follow,
    '',
    t.questions,
    '',
    SIGNATURE[locale],
  ].join('\n');

  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${e(t.subject(order.orderNumber))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4">
<p>${e(greeting)}</p>
<p>${e(t.intro(order.orderNumber, date))}</p>
<h2>${e(t.lines)}</h2>
<table style="border-collapse:collapse">
<thead><tr><th ${cell}></th><th ${right}>${e(t.quantity)}</th><th ${right}>${e(t.unitPrice)}</th><th ${right}>${e(t.total)}</th></tr></thead>
<tbody>
${lines.map((line) => `<tr><td ${cell}>${e(line.label)}${line.number ? `<br><small>${e(line.number)}</small>` : ''}</td><td ${right}>${line.quantity}</td><td ${right}>${e(money(line.unitPrice))}</td><td ${right}>${e(money(line.totalPrice))}</td></tr>`).join('\n')}
</tbody>
<tfoot>
${totals.map(([label, value], index) => `<tr><td colspan="3" ${right}>${index === totals.length - 1 ? `<strong>${e(label)}</strong>` : e(label)}</td><td ${right}>${index === totals.length - 1 ? `<strong>${e(value)}</strong>` : e(value)}</td></tr>`).join('\n')}
</tfoot>
</table>
<h2>${e(t.billing)}</h2>
<p>${billing.map(e).join('<br>')}</p>
<h2>${e(t.delivery)}</h2>
<p>${shippingAddress.map(e).join('<br>')}</p>
<p>${methods.map(([label, value]) => `${e(label)}: ${e(value)}`).join('<br>')}</p>
<p>${deepLink ? `${e(t.deepLink)}<br><a href="${e(deepLink)}">${e(deepLink)}</a>` : e(t.account)}</p>
<p>${e(t.questions)}</p>
<p>${SIGNATURE[locale].split('\n').map(e).join('<br>')}</p>
</body></html>`;
  return { subject: t.subject(order.orderNumber), text, html };
}
