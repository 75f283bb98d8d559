import { useCallback, useEffect, useState } from 'react';

/** After placing the order the shopper goes to the payment gateway after 5 s. */
export const paymentRedirectDelayMs = 5000;

export type Navigate = (url: string) => void;

const assignLocation: Navigate = (url) => window.location.assign(url);

export interface PaymentRedirect {
  /** Whole seconds left before the redirect (counts down to 0). */
  secondsLeft: number;
  /** Go now instead of waiting. */
  redirectNow(): void;
}

/**
 * Counts down and then sends the browser to the payment gateway. Does nothing while `url` is
 * empty. Pass a stable `navigate` (module-level or memoised); the default assigns the location.
 */
export function usePaymentRedirect(url: string | null | undefined, delayMs: number = paymentRedirectDelayMs, navigate: Navigate = assignLocation): PaymentRedirect {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(delayMs / 1000));

  useEffect(() => {
    if (!url) return undefined;
    const start = Date.now();
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((delayMs - (Date.now() - start)) / 1000)));
    }, 250);
    const redirect = setTimeout(() => {
      clearInterval(tick);
      setSecondsLeft(0);
      navigate(url);
    }, delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [url, delayMs, navigate]);

  const redirectNow = useCallback(() => {
    if (url) navigate(url);
  }, [url, navigate]);

  return { secondsLeft, redirectNow };
}
