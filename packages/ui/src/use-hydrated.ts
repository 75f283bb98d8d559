import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and while hydrating it, true once JavaScript runs (and in client-only renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
