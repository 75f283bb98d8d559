import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { mediaQueries, tapTarget } from './breakpoints';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    // A loading button keeps its colours; only a truly unavailable one turns grey.
    '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
    '&[aria-busy="true"]': {
      cursor: 'progress',
    },
  },
});

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.brandHover },
      [`${enabled}:active`]: { backgroundColor: vars.color.brandActive },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    borderColor: vars.color.brand,
    color: vars.color.brand,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.brandSubtle },
      [`${enabled}:active`]: { borderColor: vars.color.brandActive, color: vars.color.brandActive },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.surfaceMuted },
      [`${enabled}:active`]: { backgroundColor: vars.color.border },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.dangerHover },
    },
  },
});

// Heights keep touch targets at 32px or more (WCAG 2.5.8 asks for 24px), 44px by default; on
// phones every size is at least 44 × 44 px (decision 0038).
export const size = styleVariants({
  sm: {
    minHeight: '2rem',
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.sm,
    '@media': { [mediaQueries.mobile]: { minHeight: tapTarget, minWidth: tapTarget } },
  },
  md: { minHeight: '2.75rem', paddingInline: vars.space.md, fontSize: vars.fontSize.md, '@media': { [mediaQueries.mobile]: { minWidth: tapTarget } } },
  lg: { minHeight: '3.25rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({
  width: '100%',
});
