import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, paddingBlock: vars.space.lg });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({
  display: 'inline-flex',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
