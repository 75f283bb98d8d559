import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });
