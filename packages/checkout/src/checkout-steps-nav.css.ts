import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  margin: 0,
  padding: 0,
  listStylePosition: 'inside',
});

export const item = style({ color: '#555' });

export const current = style({ color: '#111', fontWeight: 700 });

export const completed = style({ color: '#1f4d2b' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
