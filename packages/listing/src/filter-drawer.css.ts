import { style } from '@vanilla-extract/css';
import { breakpoints, mediaQueries, vars } from '@gipfel/ui';

/** Phones and tablets (below `lg`): the listing is one column there, so the filters go into the drawer. */
const belowLg = `(max-width: ${breakpoints.lg - 0.02}px)`;

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

// Phones and tablets get the button (hidden from lg up by the ui's hide class); from lg up the panel is the sidebar.
export const trigger = style({ minHeight: '2.75rem', justifySelf: 'start' });

// Before JavaScript from lg up, a closed <details> still shows its panel where browsers can say so.
const showsClosedDetails = 'selector(::details-content)';

export const inline = style({
  minWidth: 0,
  '@supports': {
    [showsClosedDetails]: {
      '@media': {
        [mediaQueries.lg]: { selectors: { '&::details-content': { contentVisibility: 'visible' } } },
      },
    },
  },
  // With JavaScript phones and tablets use the drawer.
  '@media': { [belowLg]: { selectors: { '&[data-hydrated]': { display: 'none' } } } },
});

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    'details[open] > &': { marginBottom: vars.space.md },
    '[data-hydrated] > &': { display: 'none' },
  },
  '@supports': { [showsClosedDetails]: { '@media': { [mediaQueries.lg]: { display: 'none' } } } },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const footerAction = style({ flex: '1 1 auto', minHeight: '2.75rem' });

export const resetLink = style([footerAction, { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: vars.color.brand }]);
