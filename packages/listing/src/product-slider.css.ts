import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

// As high as the previous/next buttons that appear at hydration, so they move nothing (CLS).
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minHeight: tapTarget });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const controls = style({ display: 'flex', gap: vars.space.xs });

export const viewport = style({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  paddingBlock: vars.space.xxs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  '@media': { [mediaQueries.reducedMotion]: { scrollBehavior: 'auto' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(11rem, 45%)',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridAutoColumns: 'minmax(12rem, 30%)' },
    [mediaQueries.lg]: { gridAutoColumns: 'minmax(13rem, 23%)' },
  },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });
