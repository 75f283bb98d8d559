/** Shopware's entity ids: 32 lowercase hex digits (its `Uuid::isValid`). */
const shopwareIdPattern = /^[0-9a-f]{32}$/;

/** Whether `value` is a Shopware entity id; the one id check of every package and the app. */
export function isShopwareId(value: unknown): value is string {
  return typeof value === 'string' && shopwareIdPattern.test(value);
}
