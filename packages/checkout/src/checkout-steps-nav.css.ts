import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStylePosition: 'inside',
});

export const item = style({ color: vars.color.textMuted });

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const completed = style({ color: vars.color.success });
