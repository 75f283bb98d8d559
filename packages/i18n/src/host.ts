// `@gipfel/i18n/host`: what only a host needs to wire the shop's language into its server (the
// locale cookie a host reads and writes). Components and hooks never need it (decision 0067).
export { localeCookieName, localeCookieMaxAge, serializeLocaleCookie } from './paths';
// The money patterns a server hands to the browser (ShopFormatProvider's `moneyPatterns`, decision 0069).
export { moneyPatternsOf } from './money-patterns';
