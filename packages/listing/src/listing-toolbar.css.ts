import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs, minWidth: 0 });

// Never wider than a 320 px phone's column.
export const select = style({ minWidth: 'min(12rem, 100%)' });
