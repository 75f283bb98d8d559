import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

function Status({ seen }: { seen?: boolean[] }) {
  const hydrated = useHydrated();
  seen?.push(hydrated);
  return <p>{hydrated ? 'interactive' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server render', () => {
    expect(renderToString(<Status />)).toBe('<p>server</p>');
  });

  it('hydrates with false (no mismatch), then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Status />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Status seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('interactive');
    // React reports a hydration mismatch through console.error.
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    errors.mockRestore();
  });

  it('is true at once in a client-only render', async () => {
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => {
      createRoot(container).render(<Status seen={seen} />);
    });
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('interactive');
  });
});
