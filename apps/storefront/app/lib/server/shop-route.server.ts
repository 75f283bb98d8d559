import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { StoreApiClient } from '@gipfel/api';
import { type LanguageCode } from '@gipfel/i18n';
import { defaultLanguage, isShopLanguage } from '../i18n/shop-locales';
import { languageOf, refuseUnknownLanguageSegment } from '../i18n/language';
import { requestContext } from './request-context.server';
import { createLocalizedStoreApiSession, toErrorResponse, type StoreApiSession } from './store-api.server';

/**
 * What a loader or action of a page gets from its request: the shopper's Store API client in the
 * page's language, the language, and the headers of its answer. The renewed context token cookie
 * is added to those headers when the answer leaves (one request context, docs/decisions/0039-one-request-context.md).
 */
export interface Shop {
  client: StoreApiClient;
  language: LanguageCode;
  /** Headers of this loader's or action's answer (`Cache-Control`, `Retry-After`…); the session cookie is added on the way out. */
  headers: Headers;
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * The language of a resource the page's script calls with `?lang=` (`/api/wishlist?lang=fr`),
 * German without a known one: for `withShop(…, { language: languageParam })`.
 */
export function languageParam(request: Request): LanguageCode {
  const lang = new URL(request.url).searchParams.get('lang');
  return isShopLanguage(lang) ? lang : defaultLanguage();
}

/**
 * One Store API session per request and language: the layout's and the page's loaders share the
 * client (one context token, one renewal). Outside server.mjs (a unit test) there is no request
 * context and each loader makes its own.
 */
export function requestSession(request: Request, language: LanguageCode): Promise<StoreApiSession> {
  const context = requestContext.getStore();
  if (!context) return createLocalizedStoreApiSession(request, language);
  const sessions = (context.sessions ??= new Map());
  let session = sessions.get(language);
  if (!session) {
    session = createLocalizedStoreApiSession(request, language);
    sessions.set(language, session);
    // A failed start (an unknown language list, a cross-site post) is not kept for the next loader.
    session.catch(() => sessions.delete(language));
  }
  return session;
}

interface DataWithInit {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit' && 'data' in value;
}

/** Adds our headers to a response's: cookies are added to its own, any other header it set wins. */
function mergeHeaders(target: Headers, ours: Headers): Headers {
  for (const cookie of ours.getSetCookie()) target.append('Set-Cookie', cookie);
  ours.forEach((value, name) => {
    if (name !== 'set-cookie' && !target.has(name)) target.set(name, value);
  });
  return target;
}

/** Puts the answer's headers on a Response, on the `data()` init or on plain data (which becomes `data()`). */
function commit(result: unknown, headers: Headers): unknown {
  if ([...headers.keys()].length === 0) return result;
  if (result instanceof Response) {
    mergeHeaders(result.headers, headers);
    return result;
  }
  if (isDataWithInit(result)) {
    result.init = { ...result.init, headers: mergeHeaders(new Headers(result.init?.headers), headers) };
    return result;
  }
  return data(result, { headers });
}

function answerHeaders(shop: Shop, session: StoreApiSession): Headers {
  // Beside any cookie of the handler's own (the order cookie of a checkout, say).
  const cookie = session.headers.get('Set-Cookie');
  if (cookie && !shop.headers.getSetCookie().includes(cookie)) shop.headers.append('Set-Cookie', cookie);
  return shop.headers;
}

/**
 * Wraps a page's loader or action: a page path with an unknown language segment is refused first
 * (404), then it gets the request's {@link Shop}, a Store API failure it does
 * not handle itself becomes the matching error page (`toErrorResponse`), and whatever it returns
 * or throws (data, `data()`, a redirect) leaves with the session cookie and its headers.
 */
export function withShop<A extends Args, T>(
  handler: (shop: Shop, args: A) => Promise<T>,
  options: { language?: (request: Request) => LanguageCode } = {},
): (args: A) => Promise<T> {
  const languageFor = options.language ?? languageOf;
  return async (args) => {
    // A page path whose language segment is no language (`/xx/account`) is a 404 before anything
    // else, as its layout answers (decision 0034): the handler's own redirect (to sign in, say)
    // would win over the layout's 404, loaders running side by side.
    refuseUnknownLanguageSegment(args.params, args.request);
    const language = languageFor(args.request);
    const session = await requestSession(args.request, language).catch((error: unknown) => {
      throw toErrorResponse(error);
    });
    const shop: Shop = { client: session.client, language, headers: new Headers() };
    try {
      // The plain data a handler returns leaves as `data(…, { headers })`, which Remix unwraps to
      // the same value for `useLoaderData<typeof loader>`: the declared type stays the handler's.
      return commit(await handler(shop, args), answerHeaders(shop, session)) as T;
    } catch (error) {
      const answer = toErrorResponse(error);
      // A redirect or an error page leaves with the cookie too; a programming error stays as it is.
      throw answer instanceof Response || isDataWithInit(answer) ? commit(answer, answerHeaders(shop, session)) : answer;
    }
  };
}
