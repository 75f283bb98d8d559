export { createShop } from './shop';
export type { Shop, ShopOptions, ShopInitialState, ShopSessionState, ShopSessionStore, ShopSignInResult } from './shop';
export { ShopProvider, useShop, useShopSession } from './shop-provider';
export type { ShopProviderProps } from './shop-provider';
export { createContextTokenStorage, contextTokenStorageKey } from './token-storage';
export type { ContextTokenStorage, ContextTokenStorageKind } from './token-storage';
