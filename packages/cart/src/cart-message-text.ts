// A cart message and its text: what a page that only shows messages needs (the page frame of every
// page, the side cart), apart from the Shopware error mapping of `cart-errors.ts`, so the shell
// every page loads does not carry that mapping (docs/performance.md, 2026-12-02).
import type { cartTexts } from './texts';

export type CartErrorTextKey = keyof (typeof cartTexts)['de']['errors'];

/** Same vocabulary as the shop's notifications (success, info, warning, error). */
export type CartMessageType = 'info' | 'warning' | 'danger';

/** A cart error or notice, ready to be translated and shown once. */
export interface CartMessage {
  /** Unique per cause; Shopware's error `key` (message key + line item or method id). */
  id: string;
  type: CartMessageType;
  /** Text under `cart:errors.*`; null when Shopware sent a key we do not know. */
  textKey: CartErrorTextKey | null;
  params: Record<string, string | number>;
  /** Shopware's own (English) message, shown when there is no text key. */
  fallback: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Translates a message with `t` of `useTranslation('cart')` or any i18next instance. */
export function translateCartMessage(message: CartMessage, t: Translate): string {
  if (!message.textKey) return message.fallback || t('cart:errors.generic');
  return t(`cart:errors.${message.textKey}`, message.params);
}
