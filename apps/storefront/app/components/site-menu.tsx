import { useLocation } from '@remix-run/react';
import type { LanguageCode } from '@gipfel/i18n';
import { NavigationDrawer, type NavigationDrawerItem } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import type { SiteNavigation } from '@gipfel/cms';
import { CountrySwitcher } from './country-switcher';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { serviceLinks } from './service-links';

export interface SiteMenuProps {
  language: LanguageCode;
  navigation: SiteNavigation | null | undefined;
  /** From `ShopHeader`'s `menu` slot: the class that hides the menu from `md` up. */
  className?: string;
  /** From `ShopHeader`'s `menu` slot: the menu button's place in the row. */
  triggerClassName?: string;
}

/**
 * The header's menu on phones: the main navigation's levels, the service links and the language,
 * currency and country switches in a drawer (a `<details>` before JavaScript). Hidden from `md` up,
 * where the header shows the navigation bar and the switches itself.
 */
export function SiteMenu({ language, navigation, className, triggerClassName }: SiteMenuProps) {
  const { t } = useTranslation('storefront');
  const location = useLocation();
  const service: NavigationDrawerItem[] = serviceLinks(
    navigation?.service ?? [],
    [
      { id: 'menu-contact', name: t('footer.contactForm'), path: '/contact' },
      { id: 'menu-news', name: t('footer.news'), path: '/news' },
    ],
    language,
  );
  return (
    <NavigationDrawer
      className={className}
      triggerClassName={triggerClassName}
      items={navigation?.main ?? []}
      serviceItems={service}
      currentHref={location.pathname}
      navigationLabel={t('header.mainNavigation')}
      settings={
        <>
          <LanguageSwitcher language={language} />
          <CurrencySwitcher />
          <CountrySwitcher />
        </>
      }
    />
  );
}
