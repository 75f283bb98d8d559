import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

// Tighter on phones, where the box should end (with add-to-cart) on the first screen.
export const root = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', '@media': { [mediaQueries.md]: { gap: vars.space.md } } });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize['2xl'] } },
   lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', hyphens: 'auto' });

export const meta = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const metaTerm = style({ fontWeight: vars.fontWeight.medium });

export const metaValue = style({ margin: 0 });

const stockBase = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.medium });

export const stock = styleVariants({
  inStock: [stockBase, { color: vars.color.success }],
  lowStock: [stockBase, { color: vars.color.warning }],
  restock: [stockBase, { color: vars.color.warning }],
  soldOut: [stockBase, { color: vars.color.danger }],
});

export const deliveryTime = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const quantity = style({ width: '7rem' });

export const submit = style({ flex: '1 1 12rem' });

export const hints = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.textMuted, flexBasis: '100%' });

// The phone bar's summary: the name on one line (cut), the price below it.
export const barName = style({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const barPrice = style({ display: 'block', fontSize: vars.fontSize.md });
