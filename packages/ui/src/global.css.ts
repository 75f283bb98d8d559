import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, tapTarget } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  // A long German or French word breaks rather than widening a phone's page.
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', {
  margin: 0,
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});

globalStyle('img, picture, svg, video, canvas', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('a', {
  color: vars.color.brand,
  textUnderlineOffset: '0.15em',
});

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      scrollBehavior: 'auto',
      transitionDuration: '0.01ms !important',
    },
  },
});

/**
 * Tap targets on phones (decision 0038): below `md` every link outside a paragraph, button,
 * summary, form field and label of a checkbox or radio button is at least 44 × 44 px. In
 * `:where()` (no specificity), so a component's own display and minimum size win where it sets
 * them (and then keeps 44 px itself). Links inside a paragraph's running text are left inline.
 */
const tapTargets =
  ':where(a[href]:not(p a), button, summary, [role="button"], select, textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"]), label:has(input:is([type="checkbox"], [type="radio"])))';
globalStyle(tapTargets, {
  '@media': { [mediaQueries.mobile]: { minHeight: tapTarget, minWidth: tapTarget } },
});

/** Inline links and labels get a box for that height, their text centred in it. */
globalStyle(':where(a[href]:not(p a), label:has(input:is([type="checkbox"], [type="radio"])))', {
  '@media': { [mediaQueries.mobile]: { display: 'inline-flex', alignItems: 'center' } },
});

/** A summary keeps its marker (a list item) and centres its line in the taller box. */
globalStyle(':where(summary)', {
  '@media': { [mediaQueries.mobile]: { alignContent: 'center' } },
});
