import { matchRoutes } from '@remix-run/react';
import { buildRouteTree, resourceRoutes } from '../route-table';

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
            children: layout.children.map((page): RouteObject => (page.index ? { id: page.id, path: page.path, index: true } : { id: page.id, path: page.path })),
          }),
        ),
      ],
    },
  ];
  return routeTree;
}

/**
 * The id of the route that answers a request to `pathname` (`login.en` for `/en/LOGIN`), found with
 * Remix's own matcher over the mounted routes, so it sees what Remix sees: any case,
 * percent-decoded, trailing slashes ignored; a single-fetch data request (`/en/login.data`,
 * `/_root.data`) reaches the route of its page. The one place that maps a path to a route for the
 * checks that run before or beside Remix (rate limits, body caps).
 */
export function matchedRouteId(pathname: string): string | null {
  const routePath = pathname.endsWith('.data') ? pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') : pathname;
  return matchRoutes(mountedRoutes(), routePath)?.at(-1)?.route.id ?? null;
}
