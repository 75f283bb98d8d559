import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { createStaticHandler, createStaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

// The server's routing work is cached by pnpm patches of @remix-run/router, react-router-dom and
// @remix-run/react (decision 0043). These tests fail when an upgrade or a reinstall lost them.

const table: AgnosticRouteObject[] = [
  {
    id: 'layout',
    children: [
      { id: 'home', index: true },
      { id: 'search', path: ':lang?/search' },
      { id: 'catch-all', path: '*' },
    ],
  },
];

describe('route matching on the server', () => {
  it('matches a path once per route table and hands out the same matches again', () => {
    const first = matchRoutes(table, '/Lebensmittel/Kaese/');
    expect(first?.map((match) => match.route.id)).toEqual(['layout', 'catch-all']);
    expect(matchRoutes(table, '/Lebensmittel/Kaese/')).toBe(first);
  });

  it('keeps the matches of each path apart', () => {
    const search = matchRoutes(table, '/fr/search');
    const category = matchRoutes(table, '/fr/fromage/');
    expect(search?.at(-1)?.params).toEqual({ lang: 'fr' });
    expect(search?.at(-1)?.route.id).toBe('search');
    expect(category?.at(-1)?.route.id).toBe('catch-all');
    expect(category?.at(-1)?.params).toEqual({ '*': 'fr/fromage/' });
    expect(matchRoutes(table, '/')?.at(-1)?.route.id).toBe('home');
    expect(matchRoutes(table, '/fr/search')).toBe(search);
  });

  it('a new route table gets its own matches', () => {
    const other: AgnosticRouteObject[] = [{ id: 'only', path: '/fr/search' }];
    expect(matchRoutes(other, '/fr/search')?.map((match) => match.route.id)).toEqual(['only']);
    expect(matchRoutes(table, '/fr/search')?.at(-1)?.route.id).toBe('search');
  });
});

describe('the static router', () => {
  it('keeps the data routes of one route array from request to request', async () => {
    const routes = [{ id: 'root', path: '/', loader: () => null, children: [{ id: 'page', path: 'page', loader: () => null }] }];
    const handler = createStaticHandler(routes);
    const context = async (path: string) => {
      const result = await handler.query(new Request(`http://shop.test${path}`));
      if (result instanceof Response) throw new Error(`unexpected response for ${path}`);
      return result;
    };
    const first = createStaticRouter(handler.dataRoutes, await context('/page'));
    const second = createStaticRouter(handler.dataRoutes, await context('/'));
    expect(second.routes).toBe(first.routes);
    // Each request's router still has its own location and matches.
    expect(first.state.matches.map((match) => match.route.id)).toEqual(['root', 'page']);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(['root']);
    expect(second.state.matches[0]?.route).toBe(first.routes[0]);
  });
});

describe('RemixServer', () => {
  it('makes the server routes once per build (the patch of @remix-run/react is installed)', async () => {
    const { readFile } = await import('node:fs/promises');
    const { createRequire } = await import('node:module');
    // The CommonJS build is what Node loads for the server; its behaviour is checked by the
    // static router test above once it hands the same routes in.
    const source = await readFile(createRequire(import.meta.url).resolve('@remix-run/react/dist/server.js'), 'utf8');
    expect(source).toContain('let routes$1 = serverRoutesOf(manifest, routeModules, context);');
  });
});
