import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const menu = style({ position: 'relative' });

export const visitorLinks = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.brand },
    'details[open] > &': { color: vars.color.brand },
    '&::after': { content: '"▾"', marginInlineStart: vars.space.xxs },
  },
  // On phones the icon alone, a 44 px target.
  '@media': { [mediaQueries.mobile]: { selectors: { '&::after': { content: 'none' } } } },
});

export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: 30,
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 2rem)',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  margin: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const logout = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const logoutButton = style({
  font: 'inherit',
  color: vars.color.brand,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
});
