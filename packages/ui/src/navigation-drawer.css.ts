import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The menu button: a 44 × 44 px tap target. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

/** Without JavaScript the `<details>` panel drops below the header (the nearest positioned box). */
export const fallbackPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.layer.overlay,
  maxHeight: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const content = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const settings = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  selectors: {
    '&[data-level="2"]': { paddingInlineStart: vars.space.md },
    '&[data-level="3"]': { paddingInlineStart: vars.space.md },
    '&[data-level="4"]': { paddingInlineStart: vars.space.md },
  },
});

const row = {
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
} as const;

export const summary = style({
  ...row,
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: vars.fontSize.lg, color: vars.color.textMuted },
    'details[open] > &::after': { content: '"–"' },
    '&[data-level="1"]': { fontWeight: vars.fontWeight.bold },
    '&:hover': { color: vars.color.brand },
  },
});

export const link = style({
  ...row,
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});
