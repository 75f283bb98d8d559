/**
 * The shopper's context token is the session: it lives in the httpOnly cookie and in the
 * `sw-context-token` header between the storefront and the Store API, never in anything a page's
 * scripts can read (JSON answers of the proxy, loader data in the document).
 */

/** Answers that carry the context token as their `token` (Shopware's cart token is the context token). */
const tokenOwners = new Set(['cart', 'sales_channel_context']);
/** Keys that only ever hold a context token (`PATCH /context`, login, logout, guest registration). */
const tokenKeys = new Set(['contextToken', 'sw-context-token']);

/**
 * A copy of a JSON value without the context token: no `contextToken` key, no `token` of a cart or
 * context, and no property or array item whose value is one of the `known` tokens (the one sent and
 * the one answered), wherever it sits.
 */
export function withoutContextTokens<T>(value: T, known: Iterable<string | null | undefined> = []): T {
  const tokens = new Set([...known].filter((token): token is string => typeof token === 'string' && token !== ''));
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.filter((item) => !(typeof item === 'string' && tokens.has(item))).map(strip);
    if (!node || typeof node !== 'object') return node;
    const owner = tokenOwners.has(String((node as { apiAlias?: unknown }).apiAlias));
    // fromEntries defines each field: an answer's `"__proto__"` key stays a field, not the copy's prototype.
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, item]) => !(tokenKeys.has(key) || (key === 'token' && owner) || (typeof item === 'string' && tokens.has(item))))
        .map(([key, item]) => [key, strip(item)]),
    );
  };
  return strip(value) as T;
}

/** Cheap test before parsing: an answer without any of these strings carries no token to strip. */
function mayCarryToken(text: string, tokens: string[]): boolean {
  return text.includes('"token"') || text.includes('"contextToken"') || text.includes('"sw-context-token"') || tokens.some((token) => text.includes(token));
}

/**
 * A fetch for the server's Store API client whose JSON answers come back without the context
 * token (the client keeps reading it from the `sw-context-token` header): whatever a loader or the
 * proxy passes on from an answer cannot leak the session into the page.
 */
export function withoutContextTokenInAnswers(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return response;
    const sent = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('sw-context-token');
    const tokens = [sent, response.headers.get('sw-context-token')].filter((token): token is string => !!token);
    const text = await response.text();
    let body = text;
    if (mayCarryToken(text, tokens)) {
      try {
        body = JSON.stringify(withoutContextTokens(JSON.parse(text) as unknown, tokens));
      } catch {
        // Not JSON after all: handed on as it came, the client reports it.
      }
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, statusText: response.statusText, headers });
  };
}
