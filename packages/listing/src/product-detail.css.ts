import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const article = style({});

// Every section after the gallery and buy box, the host's (reviews, cross-sellings) included.
globalStyle(`${article} > * + *`, { marginTop: vars.space.xl });

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

export const propertyTable = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '40rem' });

export const propertyCell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
