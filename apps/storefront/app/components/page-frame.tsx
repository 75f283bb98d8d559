import { useFetcher, useLocation, useNavigate } from '@remix-run/react';
import { translateCartMessage, type CartMessage } from '@gipfel/cart';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { ListingLinkProvider } from '@gipfel/listing';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/language';
import type { SiteNavigation } from '@gipfel/cms';
import { useLayoutCartCount } from '../layouts/use-layout-navigation';
import * as styles from '../styles/shell.css';
import { AuthNotice } from './auth-notice';
import { MainNavigation } from './main-navigation';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { SideCartHost, addOpensSideCart, addToCartFetcherKey } from './side-cart-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorefrontWishlist } from './storefront-wishlist';

export interface PageFrameProps {
  variant?: 'full' | 'reduced';
  narrow?: boolean;
  /** The site navigation from the layout's loader; absent on reduced layouts or when it failed. */
  navigation?: SiteNavigation | null;
  children: ReactNode;
}

/** Notifications disappear after 2.5 s unless they report a problem. */
const notificationMs = 2500;

/** Header, skip link, main landmark and footer shared by the layouts; add-to-cart for the whole page. */
export function PageFrame({ variant = 'full', narrow = false, navigation, children }: PageFrameProps) {
  const { t } = useTranslation('storefront');
  const { t: tCart } = useTranslation('cart');
  const language = useLanguage();
  const location = useLocation();
  const cartCount = useLayoutCartCount();
  const cart = useFetcher<{ messages: CartMessage[] }>({ key: addToCartFetcherKey });
  const cartAction = localizePath('/checkout/cart', language);
  const [dismissed, setDismissed] = useState<unknown>(null);

  // Every add-to-cart form of the page posts to the cart page: without JavaScript it comes back
  // here (returnTo); with JavaScript a fetcher adds in place and the header count revalidates.
  const addToCart = useCallback(
    (productId: string, quantity: number) =>
      cart.submit({ intent: 'add-to-cart', productId, quantity: String(quantity) }, { method: 'post', action: cartAction }),
    [cart, cartAction],
  );
  const localize = useCallback((path: string) => localizePath(path, language), [language]);
  // Listing hrefs (`?properties=…`) in place, keeping the scroll position: the phone filter drawer stays open.
  const remixNavigate = useNavigate();
  const navigateListing = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      remixNavigate(`${url.pathname}${url.search}`, { preventScrollReset: true });
    },
    [remixNavigate],
  );

  // The answer of the last add-to-cart, until it is dismissed: problems stay, success fades.
  const result = cart.state === 'idle' && cart.data && cart.data !== dismissed ? cart.data : null;
  const problems = result?.messages.filter((m) => m.type === 'danger' || m.type === 'warning') ?? [];
  // With the side cart (full layouts) a successful add opens it instead of the notification.
  const notice =
    result && !(variant === 'full' && addOpensSideCart(result.messages))
      ? problems.length
        ? { text: problems.map((m) => translateCartMessage(m, tCart)).join(' '), problem: true }
        : { text: t('cart.added'), problem: false }
      : null;
  const fades = notice !== null && !notice.problem;

  useEffect(() => {
    if (!fades) return;
    const timer = setTimeout(() => setDismissed(result), notificationMs);
    return () => clearTimeout(timer);
  }, [fades, result]);

  return (
    <ListingLinkProvider
      localizeHref={localize}
      addToCartAction={cartAction}
      onAddToCart={addToCart}
      returnTo={`${location.pathname}${location.search}`}
      navigate={navigateListing}
    >
      <StorefrontWishlist>
        <SideCartHost enabled={variant === 'full'}>
          <div className={styles.page}>
            <a href="#main" className={styles.skipLink}>
              {t('skipToContent')}
            </a>
            <SiteHeader language={language} variant={variant} cartCount={cartCount} navigation={navigation} />
            {variant === 'full' && navigation ? <MainNavigation items={navigation.main} /> : null}
            <div className={styles.notifications} role="status" aria-live="polite">
              {notice ? (
                <p className={styles.notification} data-problem={notice.problem || undefined}>
                  {notice.text}
                </p>
              ) : null}
              <AuthNotice />
            </div>
            <main id="main" tabIndex={-1} className={narrow ? styles.narrowMain : styles.main}>
              <PageBreadcrumbs />
              {children}
            </main>
            <SiteFooter language={language} footer={navigation?.footer} service={navigation?.service} newsletter={variant === 'full'} />
          </div>
        </SideCartHost>
      </StorefrontWishlist>
    </ListingLinkProvider>
  );
}
