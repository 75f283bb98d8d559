/**
 * Route rules of the build manifest (decision 0020): redirect rules from `redirects.json`, written
 * into `build/client/build-meta.json` by the build and applied by the server before Remix.
 * No workspace imports: Vite's config loads this file.
 */
export interface RedirectRule {
  /** An exact path on our site (`/kontakt`); a trailing slash is ignored. */
  from: string;
  /** A path on our site or an https URL (external targets only to allowlisted hosts). */
  to: string;
  /** 301 (moved for good) or 302 (for now); default 301. */
  status?: 301 | 302;
}

export interface BuildMeta {
  buildId: string;
  builtAt: string;
  routeRules: { redirects: RedirectRule[] };
}

/** Checks the rules file's content; throws with the offending rule's index so the build stops. */
export function validateRedirectRules(value: unknown): RedirectRule[] {
  const rules = (value as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(rules)) throw new Error('redirects.json: expected { "redirects": [ { "from", "to", "status" } ] }');
  const seen = new Set<string>();
  return rules.map((rule: Partial<RedirectRule>, index) => {
    const where = `redirects.json: rule ${index + 1}`;
    if (typeof rule?.from !== 'string' || !isInternalPath(rule.from) || /[?#]/.test(rule.from)) {
      throw new Error(`${where}: "from" must be a path on this site like "/kontakt"`);
    }
    if (typeof rule.to !== 'string' || !(isInternalPath(rule.to) || /^https:\/\/[^/\\\s]+/i.test(rule.to))) {
      throw new Error(`${where}: "to" must be a path on this site or an https URL`);
    }
    if (rule.status !== undefined && rule.status !== 301 && rule.status !== 302) throw new Error(`${where}: "status" must be 301 or 302`);
    const from = normalizePath(rule.from);
    if (seen.has(from)) throw new Error(`${where}: "${rule.from}" has a rule already`);
    seen.add(from);
    return { from, to: rule.to, status: rule.status ?? 301 };
  });
}

function isInternalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\s]/.test(value);
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface RuleMatch {
  location: string;
  status: number;
}

/**
 * The compiled rules: internal ones as they are, external ones only when their host is
 * allowlisted (the others are reported and dropped, so a rule cannot open a redirect elsewhere).
 */
export function compileRedirectRules(rules: readonly RedirectRule[], externalHosts: readonly string[], report: (message: string) => void = console.error): Map<string, RuleMatch> {
  const compiled = new Map<string, RuleMatch>();
  for (const rule of rules) {
    if (!isInternalPath(rule.to)) {
      let host = '';
      try {
        const url = new URL(rule.to);
        host = url.protocol === 'https:' && !url.username && !url.password ? url.hostname.toLowerCase() : '';
      } catch {
        host = '';
      }
      if (!host || !externalHosts.includes(host)) {
        report(`[route-rules] ignoring the redirect ${rule.from} → ${rule.to}: ${host || 'the target'} is not in STOREFRONT_EXTERNAL_HOSTS`);
        continue;
      }
    }
    compiled.set(normalizePath(rule.from), { location: rule.to, status: rule.status ?? 301 });
  }
  return compiled;
}

/** The redirect for a request path (query kept for internal targets), or null. */
export function matchRedirectRule(compiled: Map<string, RuleMatch>, pathname: string, search = ''): RuleMatch | null {
  const match = compiled.get(normalizePath(pathname));
  if (!match) return null;
  const internal = isInternalPath(match.location);
  return { status: match.status, location: internal && search && !match.location.includes('?') ? `${match.location}${search}` : match.location };
}
