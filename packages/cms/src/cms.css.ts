import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: '2rem' });

export const section = style({ backgroundPosition: 'center', backgroundRepeat: 'no-repeat' });

export const boxed = style({ maxWidth: '80rem', marginInline: 'auto', paddingInline: '1rem', width: '100%', boxSizing: 'border-box' });

export const fullWidth = style({ width: '100%' });

export const sidebarLayout = style({
  display: 'grid',
  gap: '2rem',
  // Same as @gipfel/ui's `mediaQueries.lg`; a .css.ts file stays free of the ui entry (it brings React).
  '@media': { '(min-width: 1024px)': { gridTemplateColumns: 'minmax(14rem, 1fr) 3fr' } },
});

export const block = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});

export const slot = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

export const richText = style({ overflowWrap: 'anywhere' });

export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });

export const unknownElement = style({
  border: '2px dashed #b3261e',
  color: '#410e0b',
  background: '#fdecea',
  padding: '0.75rem',
  fontFamily: 'monospace',
  fontSize: '0.875rem',
});
