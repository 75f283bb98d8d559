import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

const checkoutLink = style({
  display: 'block',
  textAlign: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

/** The cart and checkout pages' content, above the sticky summary on phones. */
export const withStickySummary = style({ minWidth: 0 });

export const stickySummary = style({
  display: 'none',
  '@media': {
    [mediaQueries.mobile]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 40,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      minHeight: '4rem',
      padding: `${vars.space.xs} ${vars.space.md}`,
      paddingBottom: `max(${vars.space.xs}, env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const stickyTotal = style({ margin: 0, display: 'grid', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight });

export const stickyAction = style([
  checkoutLink,
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: tapTarget, flexShrink: 0 },
]);

/** Phones: room at the end of the page (below the footer) for the sticky summary, so it covers nothing. */
globalStyle(`body:has(${stickySummary})`, { '@media': { [mediaQueries.mobile]: { paddingBottom: '5rem' } } });
