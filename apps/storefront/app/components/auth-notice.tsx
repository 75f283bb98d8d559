import { useLocation } from '@remix-run/react';
import { useTranslation } from '@gipfel/i18n';
import * as styles from '../styles/shell.css';

/** `?notice=…` after a redirect (sign-out, confirmed registration, …) → its text. */
const noticeTexts: Record<string, string> = {
  'signed-out': 'account:notices.signedOut',
  'signed-in': 'account:notices.signedIn',
  confirmed: 'account:notices.confirmed',
  registered: 'account:notices.registered',
  'cart-merged': 'cart:errors.cartMerged',
};

/**
 * The outcome of the sign-in, sign-up and sign-out actions, carried across their redirect in the
 * URL so it shows without JavaScript too. Unknown values show nothing.
 */
export function AuthNotice() {
  const { t } = useTranslation('storefront');
  const notice = new URLSearchParams(useLocation().search).get('notice');
  // The query is the visitor's: only the table's own keys (`?notice=constructor` names nothing).
  const key = notice && Object.hasOwn(noticeTexts, notice) ? noticeTexts[notice] : undefined;
  if (!key) return null;
  return (
    <p className={styles.notification} data-testid="auth-notice">
      {t(key)}
    </p>
  );
}
