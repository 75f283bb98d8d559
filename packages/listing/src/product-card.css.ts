import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  // Two cards side by side on a 320 px phone: "In den Warenkorb" still breaks between words only.
  padding: vars.space.xs,
  '@media': { [mediaQueries.md]: { padding: vars.space.sm } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const soldOut = style({ opacity: 0.85 });

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const badges = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineStart: vars.space.xs });

export const wishlist = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs, zIndex: 2 });

export const manufacturer = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Long German and French names wrap and break instead of widening the grid.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's click target; the buttons above it stay clickable.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.md },
  },
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const footer = style({ marginTop: 'auto', display: 'grid', gap: vars.space.xs, position: 'relative', zIndex: 2 });

export const action = style({ display: 'grid' });

export const chooseLink = style({
  display: 'inline-flex',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSubtle } },
});
