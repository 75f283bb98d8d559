import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const form = style({ display: 'grid', gap: vars.space.md });

// Dimmed, but legends and option labels keep 4.5:1 (WCAG 1.4.3).
export const busy = style({ opacity: 0.85, cursor: 'progress' });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const chosen = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, fontWeight: vars.fontWeight.bold },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textDisabled, borderStyle: 'dashed', textDecoration: 'line-through' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const swatch = style({
  display: 'inline-block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
});
