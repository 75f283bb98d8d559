import { style, styleVariants } from '@vanilla-extract/css';

// Plain values until @gipfel/ui's theme contract (`vars`) is available to build on.
const sale = '#b3261e';
const muted = '#5f6368';

export const price = style({ display: 'grid', gap: '0.25rem' });

export const current = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 });

export const currentOnSale = style({ color: sale });

export const previous = style({ margin: 0, display: 'flex', gap: '0.5rem', alignItems: 'baseline', color: muted });

export const saved = style({ color: sale, fontWeight: 600 });

export const note = style({ margin: 0, fontSize: '0.8125rem', color: muted });

export const tierTable = style({ borderCollapse: 'collapse', marginTop: '0.5rem', fontSize: '0.875rem' });

export const tierCaption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: '0.25rem' });

export const tierCell = style({ padding: '0.25rem 1rem 0.25rem 0', textAlign: 'left' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0 });

const badgeBase = style({
  display: 'inline-block',
  borderRadius: '999px',
  padding: '0.125rem 0.625rem',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
});

export const badge = styleVariants({
  topseller: [badgeBase, { background: '#fff4d6', color: '#5c4200' }],
  new: [badgeBase, { background: '#e3f1e6', color: '#14532d' }],
  sale: [badgeBase, { background: '#fdecea', color: '#8c1d18' }],
});
