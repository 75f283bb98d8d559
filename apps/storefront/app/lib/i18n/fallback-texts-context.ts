import { createContext, useContext, useEffect, useState } from 'react';
import type { LanguageCode } from '@gipfel/i18n';
import type { LanguageTexts } from './i18n';
import { latestRegisteredTexts, loadTexts, textsPath } from './text-registry';

/**
 * The error texts of a page without the root loader's data (its own error), kept out of the
 * browser's shell (docs/performance.md, 2026-12-02). The server provides `fallbackTexts`
 * (entry.server.tsx) and writes the texts it used into the page (`fallbackTextsElementId`), which
 * the browser reads to hydrate the same page. A browser that meets such an error on a client
 * navigation has the language's texts from the pages before (they hold the same error texts), or
 * fetches them (`/api/texts/<language>`) and shows the texts it has until then.
 */
export const FallbackTextsContext = createContext<((language: LanguageCode) => LanguageTexts) | null>(null);
export const FallbackTextsProvider = FallbackTextsContext.Provider;

/** The id of the JSON element with the fallback texts the server rendered with. */
export const fallbackTextsElementId = 'gipfel-fallback-texts';

export interface FallbackTexts {
  texts: LanguageTexts;
  /** The texts as written into the page (`<` escaped, so no `</script>` can end the element); none when not from the server. */
  json?: string;
}

const parsed = new Map<string, LanguageTexts>();

/** The texts the server wrote into this page for `language`, if it did. */
function writtenTexts(language: LanguageCode): FallbackTexts | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(fallbackTextsElementId);
  if (!element || element.dataset.language !== language || !element.textContent) return undefined;
  const json = element.textContent;
  try {
    if (!parsed.has(json)) parsed.set(json, JSON.parse(json) as LanguageTexts);
  } catch {
    return undefined;
  }
  return { texts: parsed.get(json)!, json };
}

/** Writes texts as JSON safe inside a script element. */
export function textsAsJson(texts: LanguageTexts): string {
  return JSON.stringify(texts).replace(/</g, '\\u003c');
}

/** The fallback texts of `language` while `wanted` (the root's data is missing); undefined otherwise. */
export function useFallbackTexts(language: LanguageCode, wanted: boolean): FallbackTexts | undefined {
  const onServer = useContext(FallbackTextsContext);
  const browser = wanted && !onServer;
  const written = browser ? writtenTexts(language) : undefined;
  const known = browser && !written ? latestRegisteredTexts(language) : undefined;
  const [, setLoaded] = useState<LanguageCode | null>(null);
  const needsLoad = browser && !written && !known;
  useEffect(() => {
    if (!needsLoad) return undefined;
    let live = true;
    loadTexts(textsPath(language)).then(
      () => {
        if (live) setLoaded(language);
      },
      (error: unknown) => console.error('[texts] the error texts did not load:', error),
    );
    return () => {
      live = false;
    };
  }, [needsLoad, language]);
  if (!wanted) return undefined;
  if (onServer) {
    const texts = onServer(language);
    return { texts, json: textsAsJson(texts) };
  }
  return written ?? { texts: known ?? latestRegisteredTexts() ?? {} };
}
