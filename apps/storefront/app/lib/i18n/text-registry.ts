import type { LanguageTexts } from './i18n';

/**
 * The page's texts by their address (decision 0029). The root loader names the address of the
 * texts the page needs (`/api/texts/de?v=…`) instead of sending the texts with its data: on the
 * server the loader registers them here for the render; in the browser `loadTexts` fetches them
 * (from the preload the document started) before hydration and on a client navigation that
 * needs others (a language switch). Addresses carry a version, so one address always means the
 * same texts.
 */
const registry = new Map<string, LanguageTexts>();

/** Enough for every language and page-texts combination of a few versions; older ones go first. */
const maxEntries = 48;

export function registerTexts(url: string, texts: LanguageTexts): void {
  registry.delete(url);
  registry.set(url, texts);
  while (registry.size > maxEntries) registry.delete(registry.keys().next().value as string);
}

export function registeredTexts(url: string): LanguageTexts | undefined {
  return registry.get(url);
}

/** The address of a language's texts without a version (the current ones); the root loader adds `?v=…`. */
export function textsPath(language: string): string {
  return `/api/texts/${language}`;
}

/** The texts registered last, of `language` if given (the page shown before), if any. */
export function latestRegisteredTexts(language?: string): LanguageTexts | undefined {
  let latest: LanguageTexts | undefined;
  for (const [url, texts] of registry) if (language === undefined || url.split('?')[0] === textsPath(language)) latest = texts;
  return latest;
}

const pending = new Map<string, Promise<LanguageTexts>>();

export interface LoadTextsOptions {
  fetch?: typeof fetch;
  /** Pause before the one retry of a failed request (a dropped connection, a restart). */
  retryDelayMs?: number;
}

function isTexts(value: unknown): value is LanguageTexts {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((ns) => typeof ns === 'object' && ns !== null);
}

async function fetchTexts(url: string, fetcher: typeof fetch): Promise<LanguageTexts> {
  const response = await fetcher(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`texts ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isTexts(body)) throw new Error(`texts ${url}: not a texts object`);
  return body;
}

/** The texts at `url`: from the registry, or fetched (once, however many ask; one retry). */
export function loadTexts(url: string, { fetch: fetcher = fetch, retryDelayMs = 500 }: LoadTextsOptions = {}): Promise<LanguageTexts> {
  const known = registry.get(url);
  if (known) return Promise.resolve(known);
  const running = pending.get(url);
  if (running) return running;
  const request = fetchTexts(url, fetcher)
    .catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return fetchTexts(url, fetcher);
    })
    .then((texts) => {
      registerTexts(url, texts);
      return texts;
    })
    .finally(() => pending.delete(url));
  pending.set(url, request);
  return request;
}

/** The texts the root loader named, found from the `matches` of a meta function. */
export function textsOfRoot(matches: readonly { id: string; data?: unknown }[]): LanguageTexts | undefined {
  const url = (matches.find((m) => m.id === 'root')?.data as { textsUrl?: unknown } | undefined)?.textsUrl;
  return typeof url === 'string' ? registeredTexts(url) : undefined;
}
