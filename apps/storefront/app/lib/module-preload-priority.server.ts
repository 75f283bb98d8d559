import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const preload = '<link rel="modulepreload"';
const lowPriorityPreload = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could be the start of a preload tag cut by a chunk. */
function partialTagLength(text: string): number {
  for (let length = Math.min(preload.length - 1, text.length); length > 0; length -= 1) {
    if (text.endsWith(preload.slice(0, length))) return length;
  }
  return 0;
}

/**
 * Marks the document's script preloads (Remix's `<link rel="modulepreload">`) as
 * `fetchpriority="low"` while the HTML streams out (decision 0027).
 *
 * Module scripts never block rendering, but a browser fetches preloads at high priority, so on a
 * slow link the page's 30 script files share the bandwidth with the stylesheet and the largest
 * image, and Lighthouse's simulation counts every high-priority script requested before the first
 * paint as render-blocking. At low priority the stylesheet and the LCP image go first; the page
 * works without JavaScript, so nothing waits for the scripts but the enhancements.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = (text: string) => text.split(preload).join(lowPriorityPreload);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text);
      held = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      done(null, ready === '' ? undefined : rewrite(ready));
    },
    flush(done) {
      const rest = held + decoder.end();
      held = '';
      done(null, rest === '' ? undefined : rewrite(rest));
    },
  });
}
