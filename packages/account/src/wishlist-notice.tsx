import { useTranslation } from '@gipfel/i18n';
import { AppLink } from '@gipfel/ui';
import * as styles from './wishlist.css';

export interface WishlistNoticeProps {
  /** Which notice: the visitor's list needs JavaScript (or signing in), or it could not be loaded. */
  kind: 'needsJavaScript' | 'loadFailed';
  /** Sign-in page, with a return path to the wishlist. */
  loginHref?: string;
  className?: string;
}

/** A note on the wishlist page: why a visitor without JavaScript sees no list, or that loading failed. */
export function WishlistNotice({ kind, loginHref, className }: WishlistNoticeProps) {
  const { t } = useTranslation('account');
  return (
    <p className={[styles.notice, className].filter(Boolean).join(' ')} role={kind === 'loadFailed' ? 'alert' : undefined}>
      {t(`wishlist.${kind}`)}
      {kind === 'needsJavaScript' && loginHref ? (
        <>
          {' '}
          <AppLink href={loginHref}>{t('wishlist.signIn')}</AppLink>
        </>
      ) : null}
    </p>
  );
}
