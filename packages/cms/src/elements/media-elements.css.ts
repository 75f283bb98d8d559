import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const slider = style({ position: 'relative' });

/**
 * A link around a fluid image is a block as wide as its container: as the phones' inline-flex
 * link (the tap-target rule) it would shrink to the unloaded image, which then grows and moves
 * everything below it when it arrives.
 */
export const mediaLink = style({ display: 'block' });

export const slideList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const slide = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const slideImage = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const sliderControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const sliderStatus = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: '5rem', textAlign: 'center' });

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const galleryImage = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.sm });

export const video = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
});

export const videoFrame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: vars.radius.md });
