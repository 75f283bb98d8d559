import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, type ComponentType } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { NavigationDrawer, type NavigationDrawerItem } from './navigation-drawer';
import { AccountIcon, CartIcon, HeaderIconLink, HeaderTextLink, ShopHeader, WishlistIcon, type ShopHeaderProps } from './shop-header';

// The header's words come from the host, translated; here a sample per toolbar locale.
const words = {
  de: { home: 'Gipfel – zur Startseite', search: 'Suchbegriff', searchButton: 'Suchen', placeholder: 'Produkte suchen …', wishlist: 'Merkzettel', signIn: 'Anmelden', cart: 'Warenkorb', items: (n: number) => `Warenkorb, ${n} Artikel`, back: 'Zurück zum Shop', language: 'Sprache' },
  en: { home: 'Gipfel – home page', search: 'Search term', searchButton: 'Search', placeholder: 'Search products …', wishlist: 'Wishlist', signIn: 'Sign in', cart: 'Cart', items: (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`, back: 'Back to the shop', language: 'Language' },
  fr: { home: 'Gipfel – page d’accueil', search: 'Terme de recherche', searchButton: 'Rechercher', placeholder: 'Rechercher des produits …', wishlist: 'Liste d’envies', signIn: 'Se connecter', cart: 'Panier', items: (n: number) => `Panier, ${n} article${n === 1 ? '' : 's'}`, back: 'Retour à la boutique', language: 'Langue' },
};

const navigation: NavigationDrawerItem[] = [
  { id: 'food', name: 'Lebensmittel', href: '/lebensmittel', children: [{ id: 'cheese', name: 'Käse', href: '/lebensmittel/kaese' }] },
  { id: 'recipes', name: 'Rezepte', href: '/recipes' },
];

interface StoryArgs extends Pick<ShopHeaderProps, 'variant'> {
  /** Items in the cart (no badge for 0). */
  cartCount: number;
  /** Items on the wishlist (no badge for 0). */
  wishlistCount: number;
}

function StoryHeader({ variant, cartCount, wishlistCount }: StoryArgs) {
  const { i18n } = useTranslation('ui');
  const searchId = useId();
  const w = words[i18n.language as keyof typeof words] ?? words.de;
  const languages = (
    <nav aria-label={w.language}>
      {(['de', 'en', 'fr'] as const).map((code) => (
        <a key={code} href={`#${code}`} aria-current={code === i18n.language ? 'true' : undefined} style={{ marginInline: '0.25rem', textTransform: 'uppercase' }}>
          {code}
        </a>
      ))}
    </nav>
  );
  return (
    <ShopHeader
      variant={variant}
      homeHref="/"
      homeLabel={w.home}
      logo="Gipfel"
      menu={(placement) => <NavigationDrawer items={navigation} settings={languages} {...placement} />}
      search={({ className }) => (
        <form role="search" action="#search" className={className} style={{ display: 'flex', gap: '0.25rem' }}>
          <label htmlFor={searchId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' }}>
            {w.search}
          </label>
          <input id={searchId} type="search" name="search" placeholder={w.placeholder} style={{ flex: 1, minWidth: 0, padding: '0.5rem' }} />
          <button type="submit">{w.searchButton}</button>
        </form>
      )}
      actions={
        variant === 'reduced' ? (
          <HeaderTextLink href="/">{w.back}</HeaderTextLink>
        ) : (
          <>
            <HeaderIconLink href="/wishlist" icon={<WishlistIcon />} label={w.wishlist} count={wishlistCount} data-testid="header-wishlist" />
            <HeaderIconLink href="/login" icon={<AccountIcon />} label={w.signIn} />
            <HeaderIconLink href="/checkout/cart" icon={<CartIcon />} label={w.cart} count={cartCount} countLabel={w.items(cartCount)} data-testid="header-cart" />
          </>
        )
      }
      settings={languages}
    />
  );
}

const meta = {
  title: 'UI/ShopHeader',
  // The props table is ShopHeader's; the stories set the variant and the counts, the rest comes from StoryHeader.
  component: ShopHeader as ComponentType<Partial<ShopHeaderProps>> as ComponentType<StoryArgs>,
  subcomponents: { HeaderIconLink, HeaderTextLink },
  render: (args) => <StoryHeader {...args} />,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { variant: 'full', cartCount: 3, wishlistCount: 2 },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'reduced'] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: one row of menu, logo and 44 px icons with their counts; the search under it; the switches in the menu. */
export const Phone: Story = {};

/** Nothing in the cart or on the wishlist: no badges, the links are named by their words alone. */
export const PhoneEmpty: Story = {
  args: { cartCount: 0, wishlistCount: 0 },
};

/** Checkout and sign-in pages: the logo, a way back and the switches, which stay in the row (there is no menu). */
export const PhoneReduced: Story = {
  args: { variant: 'reduced' },
};

/** The longest words: French on a phone. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile', isRotated: false } },
};

/** From `md` up: one row, the icons get their words, the counts sit beside them and the switches come back. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { cartCount: 12 },
};

export const DesktopReduced: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { variant: 'reduced' },
};
