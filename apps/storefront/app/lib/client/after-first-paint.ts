/**
 * Runs `task` once the browser has painted the page (decision 0027).
 *
 * A module script that is already there when the HTML has been parsed (from the cache, or over a
 * fast link) runs at once, and hydrating a page is one long task: without this, the browser
 * paints the server-rendered page only after it, and the shopper looks at a blank page for that
 * long. A frame callback runs just before the next paint; a task queued from it runs after that
 * paint. A hidden tab paints nothing (and runs no frame callbacks), so there `task` runs at once.
 */
export function afterFirstPaint(task: () => void, view: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { document: Pick<Document, 'visibilityState'> } = window): void {
  if (view.document.visibilityState === 'hidden' || typeof view.requestAnimationFrame !== 'function') {
    task();
    return;
  }
  view.requestAnimationFrame(() => {
    view.setTimeout(task, 0);
  });
}
