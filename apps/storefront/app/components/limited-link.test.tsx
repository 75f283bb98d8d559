import { createRemixStub } from '@remix-run/testing';
import type { ComponentProps, ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LimitedLink as LimitedLinkOfThisBuild } from './limited-link';

type Props = ComponentProps<typeof LimitedLinkOfThisBuild>;
type Build = 'server' | 'browser';

/** `LimitedLink` as the server's and the browser's builds have it (`import.meta.env.SSR`). */
const builds = {} as Record<Build, ComponentType<Props>>;
beforeAll(async () => {
  for (const [build, ssr] of [['server', true], ['browser', false]] as const) {
    vi.stubEnv('SSR', ssr);
    vi.resetModules();
    builds[build] = (await import('./limited-link')).LimitedLink as ComponentType<Props>;
  }
  vi.unstubAllEnvs();
});

/** The HTML of a link as the server renders it with a build's `LimitedLink`, at a nested page. */
function serverHtml(props: Props, { ssr }: { ssr: boolean }) {
  const Link = builds[ssr ? 'server' : 'browser'];
  const Stub = createRemixStub([{ path: '/fr/fromage/*', Component: () => <Link {...props} /> }]);
  return renderToString(<Stub initialEntries={['/fr/fromage/gruyere']} />);
}

// The stub's router runs layout effects, which React warns about when rendering to a string.
const consoleError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('useLayoutEffect does nothing on the server')) return;
  consoleError(...args);
});

describe('LimitedLink on the server', () => {
  it('is a component of its own in the server’s build, Remix’s Link with intent prefetch in the browser’s', () => {
    expect(builds.server).not.toBe(builds.browser);
  });

  it.each<[string, Props]>([
    ['a category', { to: '/Lebensmittel/Kaese/', children: 'Käse' }],
    ['a product with a query and a fragment', { to: '/fr/Cocotte/GF-10112.1?options=a|b#avis', children: 'Cocotte' }],
    ['a link with a class, an aria-current and a label', { to: '/en/', className: 'nav', 'aria-current': 'page', 'aria-label': 'Home', children: 'Home' }],
    ['a link with router options', { to: '/fr/', replace: true, preventScrollReset: true, state: { from: 'menu' }, reloadDocument: false, children: 'Accueil' }],
    ['a link without discovery', { to: '/recipes', discover: 'none', children: 'Rezepte' }],
  ])('writes %s as Remix’s Link does, without its hooks', (_name, props) => {
    const fast = serverHtml(props, { ssr: true });
    expect(fast).toContain('<a');
    expect(fast).toBe(serverHtml(props, { ssr: false }));
  });

  it.each([
    ['a relative path', 'gruyere-reserve'],
    ['a parent path', '../kaese'],
    ['a bare query', '/fr/fromage/?'],
    ['another host', '//evil.example/'],
    ['a query only', '?page=2'],
  ])('leaves %s to Remix’s Link (it resolves or drops parts of it)', (_name, to) => {
    expect(serverHtml({ to, children: 'x' }, { ssr: true })).toBe(serverHtml({ to, children: 'x' }, { ssr: false }));
  });
});
