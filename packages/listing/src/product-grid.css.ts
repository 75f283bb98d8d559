import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ minWidth: 0 });

export const empty = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const emptyHint = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({ opacity: 0.6, transition: `opacity ${vars.duration.normal}` });
