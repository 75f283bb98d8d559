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

export const header = style({
  // The no-JavaScript menu panel drops below the header.
  position: 'relative',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Phones first: one row of menu, logo and icons, the search field under it; one row from `md` up. */
export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.xs}`,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xs}`,
  '@media': { [mediaQueries.md]: { gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  letterSpacing: '0.02em',
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize['2xl'] } },
});

/** The phone menu; from `md` up the navigation bar and the header's switches take its place. */
export const menu = style({
  '@media': { [mediaQueries.md]: { display: 'none' } },
});

export const menuTrigger = style({ marginInlineStart: `calc(-1 * ${vars.space.xs})` });

// A block, not a flex box: its form (field and button) then takes its width, however narrow.
export const searchForm = style({
  flex: '1 1 100%',
  // May be narrower than its field's and button's natural widths (a 320 px phone in French).
  minWidth: 0,
  order: 3,
  '@media': { [mediaQueries.md]: { order: 0, flex: '1 1 16rem' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  marginLeft: 'auto',
  '@media': { [mediaQueries.md]: { gap: `${vars.space.xs} ${vars.space.md}` } },
});

export const actionLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

/** An icon link of the header: 44 × 44 px on phones, icon and word from `md` up. */
export const iconAction = style([
  actionLink,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: '2.75rem',
    minHeight: '2.75rem',
  },
]);

export const headerIcon = style({ flex: 'none', width: '1.5rem', height: '1.5rem' });

/** The word beside a header icon: for screen readers only on phones. */
export const actionLabel = style({
  '@media': {
    [mediaQueries.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** A count on a header icon: on the icon's corner on phones, beside the word from `md` up. */
export const iconBadge = style({
  '@media': {
    [mediaQueries.mobile]: {
      selectors: {
        '&&': {
          position: 'absolute',
          top: 0,
          right: 0,
          minWidth: '1.25rem',
          margin: 0,
          padding: `0 ${vars.space.xxs}`,
          fontSize: vars.fontSize.xs,
          lineHeight: '1.25rem',
        },
      },
    },
  },
});

/** Language, currency and country switches. */
export const settings = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const settingsWide = style([settings, { '@media': { [mediaQueries.mobile]: { display: 'none' } } }]);

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

export const cartBadge = style({
  display: 'inline-block',
  minWidth: '1.5rem',
  marginLeft: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

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
