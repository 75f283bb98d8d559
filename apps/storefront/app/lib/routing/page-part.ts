import { createElement, type ComponentType } from 'react';

/**
 * A page component whose code is a chunk of its own (issue 27): the catch-all route serves
 * categories, landing pages and products, and a category page should not load the product
 * page's code, nor a product page the CMS renderer and the listing's filters.
 *
 * Unlike `React.lazy`, a part renders at once, without suspending, once its code is there; so
 * the code is made sure of before the part renders:
 * - on the server the route's loader awaits `preload()` of the page's kind;
 * - in the browser the document names the page's part in the head (`pagePartLinks`: a
 *   modulepreload with `data-page-part`, fetched with the other scripts) and `entry.client`
 *   hydrates only when that part is there (`preloadPageParts`), so the server's HTML is kept as
 *   it is and hydrates without a mismatch or a fallback;
 * - on a client navigation to another kind, the part suspends until its code is there: Remix
 *   renders navigations in a transition, so the previous page stays until the new one is whole.
 * A part whose code could not be loaded throws the loading error to the route's error boundary
 * (a chunk gone after a deploy reloads the page, see `reload-guard`).
 */
export interface PagePart<P> {
  readonly name: string;
  /** Loads the part's code; resolves when the part can render. */
  preload(): Promise<void>;
  /** True once the part's code is there. */
  readonly loaded: boolean;
  /** The part: its component when its code is there, otherwise suspends until it is. */
  readonly Component: ComponentType<P>;
}

const registry = new Map<string, () => Promise<void>>();

export function pagePart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PagePart<P> {
  let component: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        // The next render throws it; the next preload tries again.
        failure = { error };
        pending = undefined;
        throw error;
      },
    ));
  function Part(props: P) {
    if (component) return createElement(component, props);
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    // Suspends (React's protocol for a component waiting for its code, as `React.lazy` does).
    throw preload();
  }
  Part.displayName = `PagePart(${name})`;
  registry.set(name, preload);
  return {
    name,
    preload,
    get loaded() {
      return component !== undefined;
    },
    Component: Part,
  };
}

/** The attribute that names the page's part on its modulepreload link. */
export const pagePartAttribute = 'data-page-part';

/**
 * Meta descriptors (Remix `meta`) for a part's code: a modulepreload per chunk, the first (the
 * part's own chunk) named with `data-page-part`, which `entry.client` waits for before hydrating.
 * Rendered in the head, so the browser fetches the part with the route's own scripts.
 */
export function pagePartLinks(part: { name: string; assets: readonly string[] }) {
  return part.assets.map((href, index) => ({ tagName: 'link' as const, rel: 'modulepreload', href, ...(index === 0 ? { [pagePartAttribute]: part.name } : {}) }));
}

/**
 * Loads the parts the document names (see `pagePartLinks`): hydration waits for it. The route
 * modules that define the parts have run by then (Remix imports them before `entry.client`).
 * A name no module registered is skipped: its part would suspend while hydrating instead.
 */
export function preloadPageParts(root: Pick<Document, 'querySelectorAll'> = document): Promise<unknown> {
  const names = Array.from(root.querySelectorAll(`link[${pagePartAttribute}]`), (link) => link.getAttribute(pagePartAttribute) ?? '');
  return Promise.all(names.map((name) => registry.get(name)?.()));
}
