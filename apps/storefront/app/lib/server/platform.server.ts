import { getServerEnv } from './env.server';
import { compileRedirectRules, matchRedirectRule, type BuildMeta } from '../routing/route-rules';

/**
 * Start-up: reads and checks the configuration once (Store API endpoint and key, external hosts,
 * tag manager id), so a bad value stops the server with its message instead of failing requests.
 */
export function checkConfiguration(): void {
  getServerEnv();
}

interface MinimalRequest {
  method: string;
  path: string;
  originalUrl: string;
}
interface MinimalResponse {
  redirect(status: number, location: string): void;
}

/**
 * Express middleware for the build's redirect rules (decision 0020), mounted before Remix: exact
 * paths, GET and HEAD only; external targets only to hosts in STOREFRONT_EXTERNAL_HOSTS.
 */
export function createRouteRuleHandler(meta: Pick<BuildMeta, 'routeRules'> | null) {
  const compiled = compileRedirectRules(meta?.routeRules?.redirects ?? [], getServerEnv().externalHosts);
  return (req: MinimalRequest, res: MinimalResponse, next: () => void) => {
    if (compiled.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const queryAt = req.originalUrl.indexOf('?');
    const match = matchRedirectRule(compiled, req.path, queryAt >= 0 ? req.originalUrl.slice(queryAt) : '');
    if (!match) return next();
    res.redirect(match.status, match.location);
  };
}
