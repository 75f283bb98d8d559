import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the document being rendered. The server provides it; in the browser it is
 * empty (browsers hide nonce attributes from scripts, and scripts added after hydration are
 * loaded from our own origin, which the policy allows).
 */
export const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
