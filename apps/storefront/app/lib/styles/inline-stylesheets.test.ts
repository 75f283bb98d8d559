// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { UNSAFE_RemixContext } from '@remix-run/react';
import { inlineStylesheetAttribute, withoutStylesheets, writtenStylesheets } from './inline-stylesheets';

type RemixContextValue = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;

function remixContext(routes: Record<string, { css?: string[] }>): RemixContextValue {
  return {
    manifest: { entry: { module: '/assets/entry.js', imports: [] }, url: '/assets/manifest.js', version: '1', routes: Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, { id, module: `/assets/${id}.js`, hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, ...r }])) },
    routeModules: {},
    future: {},
    isSpaMode: false,
  } as unknown as RemixContextValue;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('withoutStylesheets', () => {
  it("leaves the written stylesheets out of every route's CSS, and the rest as it was", () => {
    const context = remixContext({ root: { css: ['/assets/style-a.css', '/assets/other.css'] }, 'routes/home': {}, 'routes/blog': { css: ['/assets/blog.css'] } });
    const result = withoutStylesheets(context, new Map([['/assets/style-a.css', 'body{margin:0}']]));
    expect(result.manifest.routes.root?.css).toEqual(['/assets/other.css']);
    expect(result.manifest.routes['routes/blog']).toBe(context.manifest.routes['routes/blog']);
    expect(result.manifest.routes['routes/home']).toBe(context.manifest.routes['routes/home']);
    // Remix's own context is not changed.
    expect(context.manifest.routes.root?.css).toEqual(['/assets/style-a.css', '/assets/other.css']);
  });

  it('is the same context when nothing is written into the page (development)', () => {
    const context = remixContext({ root: { css: ['/assets/style-a.css'] } });
    expect(withoutStylesheets(context, new Map())).toBe(context);
  });
});

describe('writtenStylesheets', () => {
  it('reads back what the server wrote into the page, by address', () => {
    document.head.innerHTML = `<style ${inlineStylesheetAttribute}="/assets/style-a.css">body{margin:0}a>b{color:red}</style><style>.other{}</style>`;
    expect([...writtenStylesheets()]).toEqual([['/assets/style-a.css', 'body{margin:0}a>b{color:red}']]);
  });

  it('is empty on a page without any', () => {
    expect(writtenStylesheets().size).toBe(0);
  });
});
