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

// Busy, not dimmed: dimming the grid took muted text and sale badges (more so on sold-out cards,
// which are dimmed themselves) below 4.5:1 (WCAG 1.4.3). A bar along the top edge shows the wait.
export const loading = style({
  position: 'relative',
  cursor: 'progress',
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: `calc(-1 * ${vars.space.xs})`,
    height: '3px',
    borderRadius: vars.radius.sm,
    background: vars.color.brand,
  },
});
