/**
 * A browser-sized stand-in for the part of react-i18next our packages use (`I18nextProvider` and
 * `useTranslation`), for `LiteI18n` instances (see `./i18next`). `t` is bound to the first
 * namespace given, like react-i18next's default `nsMode`; other namespaces are reached as
 * `ns:key`.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { LiteI18n } from './i18next';

interface ContextValue {
  i18n: LiteI18n;
  defaultNS?: string | readonly string[];
}

const I18nContext = createContext<ContextValue | null>(null);

export interface I18nextProviderProps {
  i18n: LiteI18n;
  defaultNS?: string | readonly string[];
  children?: ReactNode;
}

export function I18nextProvider({ i18n, defaultNS, children }: I18nextProviderProps) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

type T = LiteI18n['t'];
type UseTranslationResult = [T, LiteI18n | Record<string, never>, boolean] & {
  t: T;
  i18n: LiteI18n | Record<string, never>;
  ready: boolean;
};

/** Without an instance, like react-i18next: the default value or the key. */
const notReadyT: T = (key, optionsOrDefault) => {
  if (typeof optionsOrDefault === 'string') return optionsOrDefault;
  if (typeof optionsOrDefault?.defaultValue === 'string') return optionsOrDefault.defaultValue;
  return key ?? '';
};

export function useTranslation(
  ns?: string | readonly string[],
  props: { i18n?: LiteI18n; lng?: string; keyPrefix?: string } = {},
): UseTranslationResult {
  const context = useContext(I18nContext);
  const i18n = props.i18n ?? context?.i18n;
  const wanted = ns ?? context?.defaultNS ?? i18n?.options.defaultNS;
  const namespace = (typeof wanted === 'string' ? wanted : wanted?.[0]) ?? 'translation';
  const t = useMemo(
    () => (i18n ? i18n.getFixedT(props.lng ?? null, namespace, props.keyPrefix) : notReadyT),
    [i18n, props.lng, namespace, props.keyPrefix],
  );
  const result = [t, i18n ?? {}, Boolean(i18n)] as UseTranslationResult;
  result.t = t;
  result.i18n = i18n ?? {};
  result.ready = Boolean(i18n);
  return result;
}

