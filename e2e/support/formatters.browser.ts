// The shop's formatters as the browser gets them: bundled on their own for the server-vs-browser check (e2e/formatting.spec.ts).
export { formatMoney } from '../../packages/i18n/src/money';
export { formatShopDate } from '../../packages/i18n/src/shop-date';
