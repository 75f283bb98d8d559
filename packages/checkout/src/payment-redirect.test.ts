import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { paymentRedirectDelayMs, usePaymentRedirect } from './payment-redirect';

describe('usePaymentRedirect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 5 seconds and then goes to the gateway', () => {
    const navigate = vi.fn();
    const { result } = renderHook(() => usePaymentRedirect('https://pay.example/checkout/1', paymentRedirectDelayMs, navigate));
    expect(paymentRedirectDelayMs).toBe(5000);
    expect(result.current.secondsLeft).toBe(5);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(3);
    expect(navigate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.secondsLeft).toBe(0);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout/1');
  });

  it('can go at once, and waits while there is no url', () => {
    const navigate = vi.fn();
    const { result, rerender } = renderHook(({ url }: { url: string | null }) => usePaymentRedirect(url, 5000, navigate), {
      initialProps: { url: null as string | null },
    });
    act(() => void vi.advanceTimersByTime(10000));
    expect(navigate).not.toHaveBeenCalled();
    rerender({ url: '/pay' });
    result.current.redirectNow();
    expect(navigate).toHaveBeenCalledWith('/pay');
  });

  it('stops when unmounted', () => {
    const navigate = vi.fn();
    const { unmount } = renderHook(() => usePaymentRedirect('/pay', 1000, navigate));
    unmount();
    act(() => void vi.advanceTimersByTime(2000));
    expect(navigate).not.toHaveBeenCalled();
  });
});
