import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

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
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const logo = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  letterSpacing: '0.02em',
});

export const searchForm = style({
  display: 'flex',
  flex: '1 1 16rem',
  order: 3,
  gap: vars.space.xs,
  '@media': { [mediaQueries.md]: { order: 0 } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, marginLeft: 'auto' });

export const actionLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const languageList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const languageLink = style({
  display: 'inline-block',
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
