import { act, startTransition, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, pagePart, pagePartLinks, preloadPageParts } from './page-part';

// React's act() for the hydration and transition tests below.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('pagePart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('loads its code once and then renders at once, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = pagePart('test-once', load);
    expect(part.loaded).toBe(false);
    await Promise.all([part.preload(), part.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.loaded).toBe(true);
    expect(renderToString(<part.Component name="Heidi" />)).toBe('<button type="button">Heidi<!-- --> <!-- -->0</button>');
  });

  it('hydrates the server HTML without a mismatch once the document names it and it is loaded', async () => {
    const part = pagePart('test-hydrate', () => Promise.resolve(Greeting));
    await part.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<part.Component name="Heidi" />);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    // The head as the server writes it from the route's meta.
    for (const link of pagePartLinks([{ name: 'test-hydrate', assets: ['/assets/part-1.js', '/assets/shared-1.js'] }])) {
      const element = document.createElement('link');
      for (const [key, value] of Object.entries(link)) if (key !== 'tagName') element.setAttribute(key, String(value));
      document.head.append(element);
    }
    await preloadPageParts();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <part.Component name="Heidi" />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The server's element is kept and is now interactive.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton!.click());
    expect(serverButton!.textContent).toBe('Heidi 1');
  });

  it('keeps the previous page on a navigation in a transition until its code is there', async () => {
    const code = deferred<typeof Greeting>();
    const part = pagePart('test-navigation', () => code.promise);
    function Page({ next }: { next: boolean }) {
      return next ? <part.Component name="Heidi" /> : <p>previous page</p>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page next={false} />));
    await act(async () => startTransition(() => root.render(<Page next />)));
    expect(container.textContent).toBe('previous page');
    await act(async () => code.resolve(Greeting));
    expect(container.textContent).toBe('Heidi 0');
    root.unmount();
  });

  it('reads what a part exports once it is there, and suspends before', async () => {
    const part = deferredPart('test-read', () => Promise.resolve({ answer: 42 }));
    let thrown: unknown;
    try {
      part.read();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(part.read()).toEqual({ answer: 42 });
  });

  it('throws a loading error to the error boundary, and tries again on the next preload', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce(Greeting);
    const part = pagePart('test-failure', load);
    await expect(part.preload()).rejects.toThrow(/dynamically imported module/);
    expect(() => renderToString(<part.Component name="Heidi" />)).toThrow(/dynamically imported module/);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.loaded).toBe(true);
  });

  it('names each part on its first chunk only, every chunk at the low priority of the route scripts', () => {
    expect(
      pagePartLinks([
        { name: 'product', assets: ['/assets/product-page-1.js', '/assets/gallery-1.js'] },
        { name: 'cms-product-detail', assets: ['/assets/registry-1.js'] },
      ]),
    ).toEqual([
      { tagName: 'link', rel: 'modulepreload', href: '/assets/product-page-1.js', fetchpriority: 'low', 'data-page-part': 'product' },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/gallery-1.js', fetchpriority: 'low' },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/registry-1.js', fetchpriority: 'low', 'data-page-part': 'cms-product-detail' },
    ]);
    expect(pagePartLinks([{ name: 'product', assets: [] }])).toEqual([]);
  });

  it('preloads a part that another part defines once that part is there', async () => {
    const inner = vi.fn(() => Promise.resolve('registry'));
    const outer = pagePart('test-outer', async () => {
      // The outer part's code defines the inner part when it runs.
      deferredPart('test-inner', inner);
      return Greeting;
    });
    document.head.innerHTML = '<link rel="modulepreload" href="/a.js" data-page-part="test-outer"><link rel="modulepreload" href="/b.js" data-page-part="test-inner">';
    await preloadPageParts();
    expect(outer.loaded).toBe(true);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('preloads the parts the document names and skips names no module registered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    pagePart('test-named', load);
    document.head.innerHTML = '<link rel="modulepreload" href="/a.js" data-page-part="test-named"><link rel="modulepreload" href="/b.js" data-page-part="unknown">';
    await preloadPageParts();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
