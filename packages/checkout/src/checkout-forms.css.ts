import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': { [mediaQueries.md]: { padding: vars.space.lg } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const form = style({ display: 'grid', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const shippingFields = style({ display: 'grid', gap: vars.space.md, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const shippingLegend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const methods = style({ display: 'grid', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const method = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const methodDescription = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});
