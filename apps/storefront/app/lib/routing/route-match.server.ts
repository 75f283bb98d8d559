import { matchRoutes, type Params } from '@remix-run/react';
import { buildRouteTree, resourceRoutes } from '../../route-table';

type RouteObject = Parameters<typeof matchRoutes>[0][number];
let routeTree: RouteObject[] | undefined;

/** The storefront's routes as vite.config.ts mounts them for Remix, from the same route table. */
function mountedRoutes(): RouteObject[] {
  routeTree ??= [
    {
      id: 'root',
      path: '',
      children: [
        ...resourceRoutes.map((route): RouteObject => ({ id: route.id, path: route.path })),
        ...buildRouteTree().map(
          (layout): RouteObject => ({
            id: layout.id,
            children: layout.children.map(
              (page): RouteObject =>
                page.index ? { id: page.id, path: page.path, index: true, caseSensitive: page.caseSensitive } : { id: page.id, path: page.path, caseSensitive: page.caseSensitive },
            ),
          }),
        ),
      ],
    },
  ];
  return routeTree;
}

/**
 * The id of the route that answers a request to `pathname` (`login` for `/en/login/`, the
 * catch-all for `/en/LOGIN`), found with Remix's own matcher over the mounted routes, so it sees
 * what Remix sees: our page paths in their own case only (decision 0034), percent-decoded,
 * trailing slashes ignored; a single-fetch data request (`/en/login.data`,
 * `/_root.data`) reaches the route of its page. The one place that maps a path to a route for the
 * checks that run before or beside Remix (rate limits, body caps).
 */
export function matchedRouteId(pathname: string): string | null {
  return matchedRoute(pathname)?.id ?? null;
}

export interface MatchedRoute {
  id: string;
  params: Params;
  /** The ids of every matched route, outermost first: `root`, the layout, the page (or `root` and a resource route). */
  ids: readonly string[];
}

/**
 * Paths already matched: Remix's matcher ranks every branch again on each call (about 0.9 ms
 * here), and most requests ask for a path asked for before. Bounded: emptied at 2,000 entries.
 */
const matched = new Map<string, MatchedRoute | null>();

/** The route that answers a request to `pathname` and its parameters (`lang` of a page path), or null. */
export function matchedRoute(pathname: string): MatchedRoute | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const routePath = pathname.endsWith('.data') ? pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') : pathname;
  const matches = matchRoutes(mountedRoutes(), routePath) ?? [];
  const match = matches.at(-1);
  const result = match?.route.id
    ? { id: match.route.id, params: Object.freeze({ ...match.params }), ids: Object.freeze(matches.flatMap((m) => (m.route.id ? [m.route.id] : []))) }
    : null;
  if (matched.size >= 2_000) matched.clear();
  matched.set(pathname, result);
  return result;
}
