import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const summary = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const stars = style({ color: vars.color.warning, letterSpacing: '0.1em' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const review = style({ display: 'grid', gap: vars.space.xs, paddingBlockEnd: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });

export const reviewTitle = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const content = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const reply = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
});

export const replyTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });
