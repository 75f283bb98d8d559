import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './lib/after-first-paint';

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

// The server-rendered page is complete and works without JavaScript: show it first, then hydrate
// (decision 0027).
afterFirstPaint(hydrate);
