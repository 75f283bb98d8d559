import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

export const breadcrumbs = style({ marginBottom: vars.space.md, fontSize: vars.fontSize.sm, '@media': { [mediaQueries.mobile]: { marginBottom: vars.space.xs } } });

export const breadcrumbList = style({ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 });

// On phones the trail is one line, the way up: "‹ parent" (the page's own name is its h1 below).
// A trail of one entry shows it.
export const breadcrumbItem = style({
  selectors: { '& + &::before': { content: '"/"', padding: `0 ${vars.space.xs}`, color: vars.color.textMuted } },
  '@media': {
    [mediaQueries.mobile]: {
      selectors: {
        '&:not(:nth-last-child(2)):not(:only-child)': { display: 'none' },
        '&:nth-last-child(2)::before': { content: '"‹" / ""', paddingRight: vars.space.xs, color: vars.color.textMuted },
      },
    },
  },
});
