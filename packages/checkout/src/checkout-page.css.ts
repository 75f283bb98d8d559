import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  marginTop: vars.space.lg,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const steps = style({ display: 'grid', gap: vars.space.lg });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const summary = style([section, { background: vars.color.surface }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const address = style({ fontStyle: 'normal', marginBottom: vars.space.sm });

export const lineItems = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const lineItem = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const accountChoice = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.md });
