import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './lib/client/after-first-paint';
import { loadTexts } from './lib/i18n/text-registry';

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

// The server-rendered page is complete and works without JavaScript: show it first, then hydrate
// (decision 0027).
Promise.all([textsReady, new Promise<void>((resolve) => afterFirstPaint(resolve))]).then(hydrate, (error: unknown) => {
  console.error('The page stays without its scripts: its texts did not load.', error);
});
