import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './lib/client/after-first-paint';
import { loadTexts } from './lib/i18n/text-registry';
import { preloadPageParts } from './lib/routing/page-part';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The page's texts come from their own address, which the document preloads (decision 0029):
// hydration renders with them, so it waits for them. Without them the server-rendered page
// stays as it is (it works without JavaScript) rather than being rendered with raw keys.
const textsUrl = document.querySelector('link[data-texts]')?.getAttribute('href');
const textsReady = textsUrl ? loadTexts(textsUrl) : Promise.resolve();

// A page whose component is a chunk of its own (the catch-all's kinds) names it in the head:
// hydration renders it at once, so it waits for it too. Without it the page stays as it is.
const partsReady = preloadPageParts();

// The server-rendered page is complete and works without JavaScript: show it first, then hydrate
// (decision 0027).
Promise.all([textsReady, partsReady, new Promise<void>((resolve) => afterFirstPaint(resolve))]).then(hydrate, (error: unknown) => {
  console.error('The page stays without its scripts: its texts or its code did not load.', error);
});
