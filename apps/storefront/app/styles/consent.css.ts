import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@gipfel/ui';

/** Fixed at the bottom: it covers, never moves, the page (no layout shift). */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [`(min-width: ${breakpoints.md}px)`]: { flexDirection: 'row', alignItems: 'center' } },
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
