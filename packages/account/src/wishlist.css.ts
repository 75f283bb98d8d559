import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const toggleForm = style({ display: 'inline-block', margin: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44px target (WCAG 2.5.5) around a 24px heart.
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { color: vars.color.brand, borderColor: vars.color.brand, background: vars.color.brandSubtle },
  },
});

/** Smaller on the product cards from `md` up; 44 px on phones (decision 0038). */
export const small = style({ width: '2.25rem', height: '2.25rem', '@media': { [mediaQueries.mobile]: { width: tapTarget, height: tapTarget } } });

export const heart = style({ width: '1.5rem', height: '1.5rem', display: 'block' });

export const countHidden = style({ visibility: 'hidden' });

export const notice = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const empty = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', padding: `${vars.space.lg} 0` });

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const emptyHint = style({ margin: 0, color: vars.color.textMuted });

export const shopLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tapTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
