import { vi } from 'vitest';
import type { CartSyncChannel } from './cart-sync';

/** Tests only: an in-memory stand-in for BroadcastChannel; every channel of one bus hears the others. */
export function createBus() {
  const channels = new Set<CartSyncChannel>();
  const factory = vi.fn((_name: string): CartSyncChannel => {
    const channel: CartSyncChannel = {
      onmessage: null,
      postMessage: vi.fn((data: unknown) => {
        for (const other of channels) if (other !== channel) other.onmessage?.({ data: structuredClone(data) });
      }),
      close: vi.fn(() => channels.delete(channel)),
    };
    channels.add(channel);
    return channel;
  });
  return { factory, channels };
}
