import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const stage = style({
  margin: 0,
  aspectRatio: '1 / 1',
  // On phones a lower stage, so that price and add-to-cart are on the first screen (390 x 844).
  '@media': { [mediaQueries.mobile]: { aspectRatio: '4 / 3' } },
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
});

export const main = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const placeholder = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
});

export const thumbnailButton = style({
  display: 'block',
  width: '4.5rem',
  height: '4.5rem',
  '@media': { [mediaQueries.mobile]: { width: '2.75rem', height: '2.75rem' } },
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const zoom = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});

export const lightbox = style({ maxWidth: 'min(96vw, 1200px)' });

export const lightboxBody = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });

export const lightboxImage = style({ maxWidth: '100%', maxHeight: '75vh', width: 'auto', height: 'auto', objectFit: 'contain', display: 'block' });

export const lightboxNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, width: '100%', flexWrap: 'wrap' });

export const lightboxPosition = style({ margin: 0, color: vars.color.textMuted });
