import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

/** Styles of the blog and news components (`BlogPostView`, `BlogPostCard`, `BlogList`). */

export const article = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem', marginInline: 'auto', width: '100%' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const category = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style({ margin: 0, fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', hyphens: 'auto' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const figure = style({ margin: 0 });

export const cover = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });


export const body = style({ overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });

export const related = style({ display: 'grid', gap: vars.space.md, maxWidth: '80rem', marginInline: 'auto', width: '100%' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm, order: -1 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', hyphens: 'auto' });

/** The title link covers the whole card, so the card is one target with one accessible name. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const cardTeaser = style({ margin: 0, color: vars.color.textMuted });

export const empty = style({ margin: 0, padding: vars.space.lg, background: vars.color.surfaceMuted, borderRadius: vars.radius.md });
