import { getServerEnv } from './env.server';

/**
 * Whether the Store API answers within the storefront's timeout (`STORE_API_TIMEOUT_MS`): one
 * `GET /context` with the access key, as every page's first call. For the readiness answer
 * (server/health.mjs), which asks at most once every few seconds. Never throws.
 */
export async function probeStoreApi(fetcher: typeof fetch = fetch): Promise<{ ok: boolean; status?: number; reason?: string }> {
  const env = getServerEnv();
  try {
    const response = await fetcher(`${env.storeApiEndpoint.replace(/\/+$/, '')}/context`, {
      headers: { accept: 'application/json', 'sw-access-key': env.storeApiAccessKey },
      signal: AbortSignal.timeout(env.storeApiTimeoutMs),
    });
    await response.arrayBuffer();
    return response.ok ? { ok: true, status: response.status } : { ok: false, status: response.status, reason: 'status' };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { ok: false, reason: timedOut ? 'timeout' : 'unreachable' };
  }
}
