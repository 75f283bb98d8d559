import { style } from '@vanilla-extract/css';
import { mediaQueries, tapTarget } from './breakpoints';
import { vars } from './theme.css';
import { visuallyHiddenRules } from './visually-hidden-rules';

export const header = style({
  // The no-JavaScript menu panel drops below the header.
  position: 'relative',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Phones first: one row of menu, logo and icons, the search field under it; one row from `md` up. */
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.xs}`,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xs}`,
  '@media': { [mediaQueries.md]: { gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tapTarget,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  letterSpacing: '0.02em',
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize['2xl'] } },
});

/** The phone menu; from `md` up the host's navigation bar and the header's settings take its place. */
export const menu = style({
  '@media': { [mediaQueries.md]: { display: 'none' } },
});

export const menuTrigger = style({ marginInlineStart: `calc(-1 * ${vars.space.xs})` });

// A block, not a flex box: its form (field and button) then takes its width, however narrow.
export const search = style({
  flex: '1 1 100%',
  // May be narrower than its field's and button's natural widths (a 320 px phone in French).
  minWidth: 0,
  order: 3,
  '@media': { [mediaQueries.md]: { order: 0, flex: '1 1 16rem' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  marginLeft: 'auto',
  '@media': { [mediaQueries.md]: { gap: `${vars.space.xs} ${vars.space.md}` } },
});

/** A word link among the header's actions ("Register", "Back to the shop"). */
export const textLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

/** An icon link of the header: 44 × 44 px on phones, icon and word from `md` up. */
export const iconLink = style([
  textLink,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: tapTarget,
    minHeight: tapTarget,
  },
]);

export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem' });

/** The word beside a header icon: for screen readers only on phones. */
export const label = style({
  '@media': { [mediaQueries.mobile]: visuallyHiddenRules },
});

/** Where a count sits (also a host's own badge): on the icon's corner on phones, beside the word from `md` up. */
export const badge = style({
  '@media': {
    [mediaQueries.mobile]: {
      selectors: {
        '&&': {
          position: 'absolute',
          top: 0,
          right: 0,
          minWidth: '1.25rem',
          margin: 0,
          padding: `0 ${vars.space.xxs}`,
          fontSize: vars.fontSize.xs,
          lineHeight: '1.25rem',
        },
      },
    },
  },
});

/** Language, currency and country switches. */
export const settings = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The full header's settings: in the menu on phones, in the row from `md` up. */
export const settingsWide = style([settings, { '@media': { [mediaQueries.mobile]: { display: 'none' } } }]);
