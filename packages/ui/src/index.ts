// The reset and base styles come with the package: consumers get them with any component.
import './global.css';

export { vars } from './theme.css';
export { themeTokens } from './tokens';
export type { ThemeTokens } from './tokens';
export { breakpoints, mediaQueries, tapTarget } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { hideOnMobile, hideOnTablet, hideOnDesktop } from './responsive.css';
export { cmsVisibilityClassName } from './cms-visibility';
export type { CmsVisibility } from './cms-visibility';
export { visuallyHidden } from './visually-hidden.css';
export { countPill } from './count-pill.css';

export { Button } from './button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Select } from './select';
export type { SelectProps, SelectOption } from './select';
export { Dialog, DialogClose } from './dialog';
export type { DialogProps, DialogSize, DialogCloseProps } from './dialog';
export { Drawer } from './drawer';
export type { DrawerProps, DrawerSide } from './drawer';
export { NavigationDrawer } from './navigation-drawer';
export type { NavigationDrawerProps, NavigationDrawerItem } from './navigation-drawer';
export { PhoneActionBar } from './phone-action-bar';
export type { PhoneActionBarProps } from './phone-action-bar';
export { ShopHeader, HeaderIconLink, HeaderIconLabel, HeaderTextLink, AccountIcon, CartIcon, WishlistIcon } from './shop-header';
export type { ShopHeaderProps, HeaderIconLinkProps, HeaderTextLinkProps, HeaderLinkComponent } from './shop-header';
export { Spinner } from './spinner';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';

export { uiTexts } from './texts';
export type { UiTextKey } from './texts';
export { AppLink, LinkProvider, isSafeHref, classifyHref, useLinkPolicy } from './link';
export { useHydrated } from './use-hydrated';
export { useTypedBeforeHydration } from './use-typed-before-hydration';
export type { AppLinkProps, LinkPolicy, LinkClass } from './link';
