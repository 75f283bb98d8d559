import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const panel = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

export const options = style({ display: 'grid', gap: vars.space.xxs, maxHeight: '16rem', overflowY: 'auto' });

export const swatch = style({
  display: 'inline-block',
  width: '0.875rem',
  height: '0.875rem',
  marginInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });

export const radioRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2rem' });

export const stars = style({ color: vars.color.warning, letterSpacing: '0.1em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const reset = style({ color: vars.color.brand, fontSize: vars.fontSize.sm });

export const none = style({ margin: 0, color: vars.color.textMuted });
