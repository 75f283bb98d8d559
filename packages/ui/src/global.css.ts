import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
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
