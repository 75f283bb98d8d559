import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const optionalMark = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const errorIcon = style({
  flex: 'none',
  width: '1em',
  height: '1em',
  marginTop: '0.15em',
});

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const checkbox = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  margin: '0.125rem 0 0',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const checkboxLabel = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

// Lines descriptions and errors up with the label text, not the box.
export const checkboxMessages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(1.25rem + ${vars.space.xs})`,
});
