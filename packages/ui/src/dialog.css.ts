import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.overlay,
  backgroundColor: vars.color.overlay,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.layer.overlay,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  maxWidth: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100dvh - 2rem)',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const size = styleVariants({
  sm: { width: '24rem' },
  md: { width: '32rem' },
  lg: { width: '48rem' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  paddingInline: vars.space.lg,
  paddingTop: vars.space.xs,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  overflowY: 'auto',
  padding: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const closeButton = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const closeIcon = style({
  width: '1.25rem',
  height: '1.25rem',
});
