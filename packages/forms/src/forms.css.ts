import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const fieldError = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const summary = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.danger}`, outlineOffset: '2px' },
  },
});

export const summaryTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const summaryLink = style({
  color: 'inherit',
  textDecoration: 'underline',
});
