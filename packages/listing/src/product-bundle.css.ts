import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 4rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0 });

export const image = style({ width: '4rem', height: '4rem', objectFit: 'contain', display: 'block' });

/** The checkbox's label: a 44 px tap target on phones (decision 0038). */
export const name = style({
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
  '@media': { [mediaQueries.mobile]: { display: 'inline-flex', flexDirection: 'column', justifyContent: 'center', minHeight: tapTarget } },
});

export const note = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const price = style({ whiteSpace: 'nowrap' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const total = style({ margin: 0, fontWeight: vars.fontWeight.bold });
