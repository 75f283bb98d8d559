import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ShopLocales } from './paths';

const ShopLocalesContext = createContext<ShopLocales | null>(null);

/** Gives components below it the shop's languages (`useShopLocales`). */
export function ShopLocalesProvider({ locales, children }: { locales: ShopLocales; children?: ReactNode }) {
  return createElement(ShopLocalesContext.Provider, { value: locales }, children);
}

/** The shop's languages of the nearest `ShopLocalesProvider`; throws without one. */
export function useShopLocales(): ShopLocales {
  const locales = useContext(ShopLocalesContext);
  if (!locales) throw new Error('useShopLocales: no ShopLocalesProvider above this component');
  return locales;
}
