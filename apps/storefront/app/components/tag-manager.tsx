import { useLocation } from '@remix-run/react';
import { Button } from '@gipfel/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { consentFromCookie, serializeConsentCookie, type Consent } from '../lib/session/consent';
import { tagManagerOrigin, type TagManagerConfig } from '../lib/config/shell-config';
import * as styles from '../styles/consent.css';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Loads Google's tag once: the script from the tag manager's origin and its configuration. */
export function loadTagManager({ id, debug }: TagManagerConfig, doc: Document = document): void {
  const win = doc.defaultView as GtagWindow | null;
  if (!win || doc.querySelector('script[data-tag-manager]')) return;
  win.dataLayer = win.dataLayer ?? [];
  // gtag's own snippet, run from our bundle (no inline script needed under the CSP).
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, debug ? { debug_mode: true } : {});
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${tagManagerOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = '';
  doc.head.appendChild(script);
}

export interface TagManagerProps {
  /** Null when no id is configured: then nothing renders and nothing loads. */
  config: TagManagerConfig | null;
}

const noSubscription = () => () => undefined;
const storedConsent = () => consentFromCookie(document.cookie);
/** On the server and during hydration the answer is not known: `undefined`. */
const unknownConsent = () => undefined;

/**
 * The tag manager behind a consent banner (decision 0020): without an id nothing at all; with
 * one, a small banner until the shopper answers, and the tag only after "allow". The banner is a
 * form fixed at the bottom, so it shifts no content. The answer in the cookie is read in the
 * browser, after hydration: the server renders the same page whatever the answer, so a shared
 * cache keeps one copy for every visitor (decision 0036). Without JavaScript no tag can load, and
 * no banner shows.
 */
export function TagManager({ config }: TagManagerProps) {
  const { t } = useTranslation('storefront');
  const location = useLocation();
  const stored = useSyncExternalStore<Consent | null | undefined>(noSubscription, storedConsent, unknownConsent);
  // The shopper's answer on this page; until then the cookie's answer.
  const [answer, setConsent] = useState<Consent | null>(null);
  const consent = answer ?? stored;
  useEffect(() => {
    if (config && consent === 'granted') loadTagManager(config);
  }, [config, consent]);

  if (!config || consent !== null) return null;
  return (
    <section className={styles.banner} aria-label={t('consent.label')}>
      <form
        method="post"
        action="/api/consent"
        className={styles.form}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const answer = submitter?.value === 'granted' ? 'granted' : submitter?.value === 'denied' ? 'denied' : null;
          if (!answer) return;
          event.preventDefault();
          document.cookie = serializeConsentCookie(answer, window.location.protocol === 'https:');
          setConsent(answer);
        }}
      >
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <p className={styles.text}>{t('consent.text')}</p>
        <div className={styles.actions}>
          <Button type="submit" name="consent" value="denied" variant="secondary" size="sm">
            {t('consent.decline')}
          </Button>
          <Button type="submit" name="consent" value="granted" size="sm">
            {t('consent.accept')}
          </Button>
        </div>
      </form>
    </section>
  );
}
