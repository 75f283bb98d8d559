import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: 100,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
});

export const languageList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:hover': { textDecoration: 'underline' },
  },
  // Tap targets on phones.
  '@media': { [mediaQueries.mobile]: { minWidth: '2.75rem', minHeight: '2.75rem' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const narrowMain = style([main, { maxWidth: '32rem' }]);

export const accountGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '14rem 1fr' } },
});

export const sideNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sideNavLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSubtle, color: vars.color.brandActive, fontWeight: vars.fontWeight.bold },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const footer = style({
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const footerLink = style({ color: vars.color.text });

export const errorSection = style({ padding: `${vars.space.xxl} ${vars.space.md}`, maxWidth: '40rem', margin: '0 auto' });

export const mainNav = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // Phones reach the categories through the header's menu.
  '@media': { [mediaQueries.mobile]: { display: 'none' } },
});

export const mainNavList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const mainNavItem = style({ position: 'relative' });

export const mainNavTrigger = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.brand },
    'details[open] > &': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
  },
});

export const mainNavPanel = style({
  position: 'absolute',
  left: 0,
  top: '100%',
  zIndex: 20,
  minWidth: '18rem',
  maxWidth: 'calc(100vw - 2rem)',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(12rem, 1fr))', minWidth: '28rem' } },
});

export const mainNavGroupTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, textDecoration: 'none' });

export const mainNavSubList = style({ listStyle: 'none', margin: `${vars.space.xxs} 0 0`, padding: 0, display: 'grid', gap: vars.space.xxs });

export const mainNavLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const footerColumns = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });

export const footerHeading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

export const notifications = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 50,
  maxWidth: '24rem',
});

export const notification = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-problem]': { background: vars.color.danger } },
});

export const currencyForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const currencySelect = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  '@media': { [mediaQueries.mobile]: { minHeight: '2.75rem' } },
});

export const loadingOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(255, 252, 247, 0.6)',
});

export const newsletter = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, minWidth: 0, maxWidth: '22rem' });

export const newsletterRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs });

export const newsletterInput = style([searchInput, { width: '100%' }]);

/** A link alone in its paragraph (not running text): a 44 px tap target on phones (decision 0038). */
export const standaloneLink = style({ '@media': { [mediaQueries.mobile]: { display: 'inline-flex', alignItems: 'center', minHeight: tapTarget } } });
