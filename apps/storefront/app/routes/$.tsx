import type { LoaderFunctionArgs } from '@remix-run/node';

// Until the catalogue resolves SEO paths here, every other path is a 404 (spec §8).
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  throw new Response(`Page not found: ${pathname}`, { status: 404 });
}

export default function CatchAll() {
  return null;
}
