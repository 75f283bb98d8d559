import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

/** Full width on phones, a ~420 px sheet on the right from tablets on. `[data-side]` outranks the Drawer's own width. */
export const sheet = style({
  selectors: {
    '&[data-side]': { width: '100vw', maxWidth: '100vw' },
  },
  '@media': {
    [mediaQueries.md]: {
      selectors: { '&[data-side]': { width: 'min(26.25rem, 100vw)' } },
    },
  },
});

export const count = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});


export const messages = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'grid', gap: vars.space.xs });

export const message = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  borderLeft: `4px solid ${vars.color.info}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-type="danger"]': { background: vars.color.dangerSurface, borderLeftColor: vars.color.danger },
    '&[data-type="warning"]': { background: vars.color.warningSurface, borderLeftColor: vars.color.warning },
  },
});

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const footer = style({ display: 'grid', gap: vars.space.sm });

export const amounts = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });

export const term = style({ margin: 0 });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const subtotal = style({ fontWeight: vars.fontWeight.bold });

export const vatNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const linkBase = {
  display: 'block',
  textAlign: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
} as const;

export const checkoutLink = style({
  ...linkBase,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const cartLink = style({
  ...linkBase,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
