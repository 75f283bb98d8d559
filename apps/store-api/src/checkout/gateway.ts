import type { DemoLocale } from '../demo/types';

/** The local payment gateway page: plain HTML in German, English or French, no scripts. */

const TEXTS: Record<DemoLocale, Record<string, string>> = {
  de: {
    title: 'Gipfel Zahlungsseite',
    intro: 'Testzahlung für die Bestellung',
    amount: 'Betrag',
    pay: 'Bezahlen',
    fail: 'Zahlung fehlschlagen lassen',
    cancel: 'Abbrechen',
    note: 'Dies ist die lokale Test-Zahlungsseite. Es wird kein Geld bewegt.',
    paid: 'Die Zahlung ist eingegangen.',
    failed: 'Die Zahlung ist fehlgeschlagen.',
    cancelled: 'Die Zahlung wurde abgebrochen.',
    notFound: 'Diese Zahlung gibt es nicht.',
  },
  en: {
    title: 'Gipfel payment page',
    intro: 'Test payment for order',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Make the payment fail',
    cancel: 'Cancel',
    note: 'This is the local test payment page. No money is moved.',
    paid: 'The payment has been received.',
    failed: 'The payment failed.',
    cancelled: 'The payment was cancelled.',
    notFound: 'This payment does not exist.',
  },
  fr: {
    title: 'Page de paiement Gipfel',
    intro: 'Paiement de test pour la commande',
    amount: 'Montant',
    pay: 'Payer',
    fail: 'Faire échouer le paiement',
    cancel: 'Annuler',
    note: 'Ceci est la page de paiement de test locale. Aucun argent n’est débité.',
    paid: 'Le paiement a été reçu.',
    failed: 'Le paiement a échoué.',
    cancelled: 'Le paiement a été annulé.',
    notFound: 'Ce paiement n’existe pas.',
  },
};

const HTML_LANG: Record<DemoLocale, string> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** `lang` query (de, en, fr or a locale like fr-CH) first, then Accept-Language, else German. */
export function gatewayLocale(lang: string | undefined, acceptLanguage: string | undefined): DemoLocale {
  const pick = (value: string) => value.trim().slice(0, 2).toLowerCase();
  if (lang) {
    const own = pick(lang);
    if (own === 'de' || own === 'en' || own === 'fr') return own;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const own = pick(part.split(';')[0] ?? '');
    if (own === 'de' || own === 'en' || own === 'fr') return own;
  }
  return 'de';
}

export function formatAmount(amount: number, currency: 'CHF' | 'EUR', locale: DemoLocale): string {
  return new Intl.NumberFormat(HTML_LANG[locale], { style: 'currency', currency }).format(amount);
}

function page(locale: DemoLocale, body: string): string {
  const text = TEXTS[locale];
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title ?? '')}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1b}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
form{display:inline-block;margin:0 .5rem .5rem 0}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #1d1d1b;background:#fff;cursor:pointer}
button.primary{background:#b5121b;border-color:#b5121b;color:#fff}.note{color:#555;font-size:.9rem;margin-top:2rem}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export interface GatewayPageInput {
  locale: DemoLocale;
  transactionId: string;
  token: string;
  orderNumber: string;
  amount: number;
  currency: 'CHF' | 'EUR';
}

export function gatewayPage(input: GatewayPageInput): string {
  const text = TEXTS[input.locale];
  const action = `/payment-gateway/${encodeURIComponent(input.transactionId)}?lang=${input.locale}`;
  const button = (name: string, label: string, primary = false) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(input.token)}"><input type="hidden" name="action" value="${name}"><button type="submit"${primary ? ' class="primary"' : ''} name="submit" value="${name}">${escapeHtml(label)}</button></form>`;
  return page(
    input.locale,
    `<h1>${escapeHtml(text.title ?? '')}</h1>
<p>${escapeHtml(text.intro ?? '')} ${escapeHtml(input.orderNumber)}</p>
<p>${escapeHtml(text.amount ?? '')}:</p>
<p class="amount" data-amount="${input.amount}">${escapeHtml(formatAmount(input.amount, input.currency, input.locale))}</p>
${button('pay', text.pay ?? '', true)}
${button('fail', text.fail ?? '')}
${button('cancel', text.cancel ?? '')}
<p class="note">${escapeHtml(text.note ?? '')}</p>`,
  );
}

export function gatewayMessage(locale: DemoLocale, key: 'paid' | 'failed' | 'cancelled' | 'notFound'): string {
  const text = TEXTS[locale];
  return page(locale, `<h1>${escapeHtml(text.title ?? '')}</h1>\n<p>${escapeHtml(text[key] ?? '')}</p>`);
}

/**
 * Whether the gateway may redirect to `url`: http(s) only, and only to the storefront's origin or a
 * loopback host (localhost, 127.0.0.1, [::1]) — never anywhere else (no open redirect).
 */
export function isAllowedReturnUrl(url: string, storefrontUrl: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) return true;
  try {
    return parsed.origin === new URL(storefrontUrl).origin;
  } catch {
    return false;
  }
}
