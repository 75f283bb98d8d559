import type { LoaderFunctionArgs } from '@remix-run/node';
import { isUnknownLanguagePrefix } from '../lib/language';

// Until the catalogue resolves SEO paths here, every other path is a 404 (spec §8). A path under
// a language prefix this shop does not have fails route validation instead.
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (isUnknownLanguagePrefix(pathname)) throw new Response(`Page Not Found: ${pathname}`, { status: 404 });
  throw new Response(`Page not found: ${pathname}`, { status: 404 });
}

export default function CatchAll() {
  return null;
}
