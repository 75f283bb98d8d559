import { createElement, type ComponentType } from 'react';

/*
 * Page parts (docs/decisions/0046-hydration-scripts-at-low-priority.md): a page component, or other code a page renders with, whose code is a
 * chunk of its own. The catch-all route serves categories, landing pages and products: a category
 * page should not load the product page's code, nor a product page the CMS renderer and the
 * listing's filters; and a CMS page without a buy box not the product detail layout's elements.
 *
 * Unlike `React.lazy`, a part renders at once, without suspending, once its code is there; so
 * the code is made sure of before the part renders:
 * - on the server the route's loader awaits `preload()` of the parts the page needs;
 * - in the browser the document names the page's parts in the head (`pagePartLinks`: a
 *   modulepreload with `data-page-part`, fetched with the other scripts) and `entry.client`
 *   hydrates only when they are there (`preloadPageParts`), so the server's HTML is kept as it
 *   is and hydrates without a mismatch or a fallback;
 * - on a client navigation to another kind, the part suspends until its code is there: Remix
 *   renders navigations in a transition, so the previous page stays until the new one is whole.
 * A part whose code could not be loaded throws the loading error to the route's error boundary
 * (a chunk gone after a deploy reloads the page, see `reload-guard`).
 */

/** Code a page loads on its own (see above): a component (`pagePart`) or anything else, such as a CMS registry. */
export interface DeferredPart<T> {
  readonly name: string;
  /** Loads the part's code; resolves when `read()` answers at once. */
  preload(): Promise<void>;
  /** True once the part's code is there. */
  readonly loaded: boolean;
  /** What the part's code exports, at once when it is there; otherwise suspends until it is. Call it while rendering. */
  read(): T;
}

export interface PagePart<P> extends DeferredPart<ComponentType<P>> {
  /** The part: its component when its code is there, otherwise suspends until it is. */
  readonly Component: ComponentType<P>;
}

const registry = new Map<string, () => Promise<void>>();

export function deferredPart<T>(name: string, load: () => Promise<T>): DeferredPart<T> {
  let value: { current: T } | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => {
        value = { current: loaded };
      },
      (error: unknown) => {
        // The next read throws it; the next preload tries again.
        failure = { error };
        pending = undefined;
        throw error;
      },
    ));
  registry.set(name, preload);
  return {
    name,
    preload,
    get loaded() {
      return value !== undefined;
    },
    read() {
      if (value) return value.current;
      if (failure) {
        const { error } = failure;
        failure = undefined;
        throw error;
      }
      // Suspends (React's protocol for a component waiting for its code, as `React.lazy` does).
      throw preload();
    },
  };
}

export function pagePart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PagePart<P> {
  const part = deferredPart(name, load);
  function Part(props: P) {
    return createElement(part.read(), props);
  }
  Part.displayName = `PagePart(${name})`;
  return Object.assign(part, { Component: Part });
}

/** The attribute that names the page's part on its modulepreload link. */
export const pagePartAttribute = 'data-page-part';

/**
 * Meta descriptors (Remix `meta`) for a part's code: a modulepreload per chunk, the first (the
 * part's own chunk) named with `data-page-part`, which `entry.client` waits for before hydrating.
 * Rendered in the head, so the browser fetches the part with the route's own scripts, and at their
 * low priority (the patch of `@remix-run/react`'s `Scripts`): after the document, its stylesheet and
 * the images in view, since the page is complete without them.
 */
export function pagePartLinks(parts: readonly { name: string; assets: readonly string[] }[]) {
  return parts.flatMap((part) => part.assets.map((href, index) => ({ tagName: 'link' as const, rel: 'modulepreload', href, fetchpriority: 'low', ...(index === 0 ? { [pagePartAttribute]: part.name } : {}) })));
}

/**
 * Loads the parts the document names (see `pagePartLinks`): hydration waits for it. The route
 * modules that define parts have run by then (Remix imports them before `entry.client`); a part
 * defined in another part's code (the CMS elements of a category page's part) is loaded once that
 * code is there. A name no module registers is skipped: its part would suspend while hydrating.
 */
export async function preloadPageParts(root: Pick<Document, 'querySelectorAll'> = document): Promise<void> {
  const names = new Set(Array.from(root.querySelectorAll(`link[${pagePartAttribute}]`), (link) => link.getAttribute(pagePartAttribute) ?? ''));
  for (;;) {
    const ready = [...names].filter((name) => registry.has(name));
    if (ready.length === 0) return;
    for (const name of ready) names.delete(name);
    await Promise.all(ready.map((name) => registry.get(name)!()));
  }
}
