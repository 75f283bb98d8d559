import { style } from '@vanilla-extract/css';

// Plain values until @gipfel/ui's theme contract (`vars`) is available to build on.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: '1rem',
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const term = style({ fontSize: '0.8125rem', color: '#5f6368' });

export const value = style({ margin: 0, fontWeight: 700 });
