import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { publicOrigin } from '../lib/server/origin.server';
import { createStoreApiSession } from '../lib/server/store-api.server';
import { proxyPathOf, proxyStoreCall } from '../lib/server/store-proxy.server';

/** `/api/store/*`: the browser's only way to the Store API (same origin, allowlisted). */
async function handle({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  const path = proxyPathOf(params['*']);
  const { client, headers } = createStoreApiSession(request);
  const response = await proxyStoreCall(request, path, client, publicOrigin(request));
  headers.forEach((value, name) => response.headers.append(name, value));
  return response;
}

export const loader = handle;
export const action = handle;
