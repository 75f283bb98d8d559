import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const nav = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

const cell = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
} as const;

export const link = style({
  ...cell,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold },
  },
});

export const disabled = style({ ...cell, color: vars.color.textDisabled, border: `1px solid ${vars.color.border}` });

export const ellipsis = style({ ...cell, color: vars.color.textMuted });
