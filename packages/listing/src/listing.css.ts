import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const price = style({ display: 'grid', gap: vars.space.xxs });

export const current = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const currentOnSale = style({ color: vars.color.danger });

export const previous = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}`, alignItems: 'baseline', color: vars.color.textMuted });

export const saved = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

// "Mindermengenzuschlag" is wider than a product card's column on a 320 px phone.
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere', hyphens: 'auto' });

export const tierTable = style({ borderCollapse: 'collapse', marginTop: vars.space.xs, fontSize: vars.fontSize.sm });

export const tierCaption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.xxs });

export const tierCell = style({ padding: `${vars.space.xxs} ${vars.space.md} ${vars.space.xxs} 0`, textAlign: 'start' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

const badgeBase = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

// Each pair keeps at least 5.5:1 (WCAG AA for the small bold text).
export const badge = styleVariants({
  topseller: [badgeBase, { background: vars.color.warningSurface, color: vars.color.warning }],
  new: [badgeBase, { background: vars.color.successSurface, color: vars.color.success }],
  sale: [badgeBase, { background: vars.color.dangerSurface, color: vars.color.danger }],
});
