import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, mediaQueries, vars } from '@gipfel/ui';

// One column that may shrink below its content's widest word or control: nothing widens a phone's page.
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });

export const section = style({ backgroundPosition: 'center', backgroundRepeat: 'no-repeat' });

export const boxed = style({ maxWidth: '80rem', marginInline: 'auto', paddingInline: vars.space.md, width: '100%', boxSizing: 'border-box' });

export const fullWidth = style({ width: '100%' });

// Below lg the sidebar stacks above the content: a normal gap, without the last sidebar block's own
// bottom margin (a CMS margin, set inline) on top of it; on a category page the sidebar is then
// just the "Filter" button, which had a 52 px empty band under it.
export const sidebarLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(14rem, 1fr) 3fr', gap: vars.space.xl } },
});

globalStyle(`${sidebarLayout} > [data-cms-position="sidebar"] > [data-cms-block]:last-child`, {
  '@media': { [`(max-width: ${breakpoints.lg - 0.02}px)`]: { marginBottom: '0 !important' } },
});

// The chosen filters between the listing's toolbar and its grid.
export const listingChips = style({ paddingBlock: vars.space.sm });

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});

export const slot = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

export const richText = style({ overflowWrap: 'anywhere' });

export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });

export const unknownElement = style({
  border: `2px dashed ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.dangerSurface,
  padding: vars.space.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
