import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ position: 'relative', width: '100%', maxWidth: '40rem' });

export const form = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 'calc(100% + 0.25rem)',
  zIndex: vars.layer.overlay,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const option = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { background: vars.color.brandSubtle, outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const thumb = style({ width: '3rem', height: '3rem', objectFit: 'contain', background: vars.color.surfaceMuted, borderRadius: vars.radius.sm });

export const name = style({ overflowWrap: 'anywhere' });

export const price = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const message = style({ margin: 0, padding: vars.space.xs, color: vars.color.textMuted });

export const showAll = style({ padding: vars.space.xs, color: vars.color.brand, fontWeight: vars.fontWeight.bold });
