import { style } from '@vanilla-extract/css';

// Plain values until @gipfel/ui's theme contract (`vars`) is available to build on.
const danger = '#b3261e';
const dangerSurface = '#fdecea';

export const fieldError = style({
  margin: '0.25rem 0 0',
  color: danger,
  fontSize: '0.875rem',
  lineHeight: 1.4,
});

export const summary = style({
  border: `2px solid ${danger}`,
  borderRadius: '0.5rem',
  background: dangerSurface,
  color: '#410e0b',
  padding: '1rem 1.25rem',
  marginBottom: '1.5rem',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${danger}`, outlineOffset: '2px' },
  },
});

export const summaryTitle = style({
  margin: '0 0 0.5rem',
  fontSize: '1rem',
  fontWeight: 700,
});

export const summaryList = style({
  margin: 0,
  paddingLeft: '1.25rem',
});

export const summaryLink = style({
  color: 'inherit',
  textDecoration: 'underline',
});
