import { createRemixStub } from '@remix-run/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LimitedLink } from './limited-link';

/** The server's HTML of a link, rendered inside a Remix router at a nested page. */
function serverHtml(link: JSX.Element, { ssr }: { ssr: boolean }) {
  vi.stubEnv('SSR', ssr);
  const Stub = createRemixStub([{ path: '/fr/fromage/*', Component: () => link }]);
  return renderToString(<Stub initialEntries={['/fr/fromage/gruyere']} />);
}

// The stub's router runs layout effects, which React warns about when rendering to a string.
const consoleError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('useLayoutEffect does nothing on the server')) return;
  consoleError(...args);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('LimitedLink on the server', () => {
  it.each([
    ['a category', <LimitedLink to="/Lebensmittel/Kaese/">Käse</LimitedLink>],
    ['a product with a query and a fragment', <LimitedLink to="/fr/Cocotte/GF-10112.1?options=a|b#avis">Cocotte</LimitedLink>],
    [
      'a link with a class, an aria-current and a label',
      <LimitedLink to="/en/" className="nav" aria-current="page" aria-label="Home">
        Home
      </LimitedLink>,
    ],
    ['a link with router options', <LimitedLink to="/fr/" replace preventScrollReset state={{ from: 'menu' }} reloadDocument={false}>Accueil</LimitedLink>],
    ['a link without discovery', <LimitedLink to="/recipes" discover="none">Rezepte</LimitedLink>],
  ])('writes %s as Remix’s Link does, without its hooks', (_name, link) => {
    const fast = serverHtml(link, { ssr: true });
    expect(fast).toContain('<a');
    expect(fast).toBe(serverHtml(link, { ssr: false }));
  });

  it.each([
    ['a relative path', 'gruyere-reserve'],
    ['a parent path', '../kaese'],
    ['a bare query', '/fr/fromage/?'],
    ['another host', '//evil.example/'],
    ['a query only', '?page=2'],
  ])('leaves %s to Remix’s Link (it resolves or drops parts of it)', (_name, to) => {
    expect(serverHtml(<LimitedLink to={to}>x</LimitedLink>, { ssr: true })).toBe(serverHtml(<LimitedLink to={to}>x</LimitedLink>, { ssr: false }));
  });
});
