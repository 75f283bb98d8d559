import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const form = style({ display: 'grid', gap: vars.space.md });

export const rating = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium });

export const ratingOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const ratingOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, cursor: 'pointer' });

export const stars = style({ color: vars.color.warning, letterSpacing: '0.05em' });

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const textarea = style({
  font: 'inherit',
  minHeight: '8rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const message = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const problem = style({ margin: 0, color: vars.color.danger });

export const submit = style({ justifySelf: 'start' });

/** A link alone in its paragraph (not running text): a 44 px tap target on phones (decision 0038). */
export const loginLink = style({ '@media': { [mediaQueries.mobile]: { display: 'inline-flex', alignItems: 'center', minHeight: tapTarget } } });
