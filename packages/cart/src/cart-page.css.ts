import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const aside = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const promotion = style({ display: 'grid', gap: vars.space.xs });

export const checkoutLink = style({
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

export const messages = style({ listStyle: 'none', margin: `0 0 ${vars.space.lg}`, padding: 0, display: 'grid', gap: vars.space.xs });

export const message = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.info}`,
  selectors: {
    '&[data-type="danger"]': { background: vars.color.dangerSurface, borderLeftColor: vars.color.danger },
    '&[data-type="warning"]': { background: vars.color.warningSurface, borderLeftColor: vars.color.warning },
    '&[data-type="success"]': { background: vars.color.successSurface, borderLeftColor: vars.color.success },
  },
});

/** A link on its own line: a full tap target on phones. */
export const standaloneLink = style({ '@media': { [mediaQueries.mobile]: { display: 'inline-flex', alignItems: 'center', minHeight: tapTarget } } });

export const stickyTotal = style({ margin: 0, display: 'grid', fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight });

export const stickyAction = style([
  checkoutLink,
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: tapTarget, flexShrink: 0, border: 0, font: 'inherit', cursor: 'pointer' },
]);
