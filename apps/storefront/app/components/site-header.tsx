import { WishlistCount } from '@gipfel/account';
import { type LanguageCode, useTranslation } from '@gipfel/i18n';
import { localizePath } from '../lib/i18n/shop-locales';
import { CartIcon, HeaderIconLink, HeaderTextLink, ShopHeader, WishlistIcon } from '@gipfel/ui';
import type { SiteNavigation } from '@gipfel/cms';
import { useLayoutCustomer } from '../layouts/use-layout-navigation';
import { AccountMenu } from './account-menu';
import { HeaderLink } from './header-link';
import { HeaderSearch } from './header-search';
import { CountrySwitcher } from './country-switcher';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { useSideCart } from './side-cart-host';
import { SiteMenu } from './site-menu';

export interface SiteHeaderProps {
  language: LanguageCode;
  /** Items in the cart, when known. */
  cartCount?: number | null;
  /** Checkout and auth pages show a reduced header: no search, no shop actions. */
  variant?: 'full' | 'reduced';
  /** The site navigation for the phone menu (full header only). */
  navigation?: SiteNavigation | null;
}

/**
 * The shop's `ShopHeader` (layout, phones first: see `@gipfel/ui`) with the storefront's menu,
 * search, account menu, counts, side cart and switches.
 */
export function SiteHeader({ language, variant = 'full', cartCount: layoutCount = null, navigation }: SiteHeaderProps) {
  const { t } = useTranslation('storefront');
  // With JavaScript the cart link opens the side cart, whose store also knows the other tabs' changes.
  const sideCart = useSideCart();
  const cartCount = sideCart?.count ?? layoutCount;
  const to = (path: string) => localizePath(path, language);
  const customer = useLayoutCustomer();
  const full = variant === 'full';
  return (
    <ShopHeader
      variant={variant}
      linkComponent={HeaderLink}
      homeHref={to('/')}
      homeLabel={t('header.homeLink')}
      logo={t('shopName')}
      menu={(placement) => <SiteMenu language={language} navigation={navigation} {...placement} />}
      search={({ className }) => <HeaderSearch language={language} className={className} />}
      actions={
        full ? (
          <>
            <HeaderIconLink
              href={to('/wishlist')}
              linkComponent={HeaderLink}
              icon={<WishlistIcon />}
              label={t('header.wishlist')}
              badge={({ className }) => <WishlistCount className={className} />}
              data-testid="header-wishlist"
            />
            <AccountMenu language={language} customer={customer} />
            <HeaderIconLink
              href={to('/checkout/cart')}
              linkComponent={HeaderLink}
              icon={<CartIcon />}
              label={t('header.cart')}
              count={cartCount}
              countLabel={cartCount ? t('cart.headerCount', { count: cartCount }) : undefined}
              data-testid="header-cart"
              onClick={(event) => {
                const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
                if (plainClick && sideCart?.openSideCart()) event.preventDefault();
              }}
            />
          </>
        ) : (
          <HeaderTextLink href={to('/')} linkComponent={HeaderLink}>
            {t('checkoutHeader.backToShop')}
          </HeaderTextLink>
        )
      }
      settings={
        // On phones the full header's switches are in the menu.
        <>
          {full ? <CurrencySwitcher /> : null}
          {full ? <CountrySwitcher /> : null}
          <LanguageSwitcher language={language} />
        </>
      }
    />
  );
}
