import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: '1rem', maxWidth: '24rem' });

export const field = style({ display: 'grid', gap: '0.25rem' });

export const label = style({ fontWeight: 600 });

export const input = style({
  minHeight: '2.5rem',
  padding: '0 0.75rem',
  border: '1px solid #8a8a8a',
  borderRadius: '0.25rem',
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: '#b00020' } },
});

export const fieldError = style({ margin: 0, color: '#b00020', fontSize: '0.875rem' });

export const formError = style({
  margin: 0,
  padding: '0.75rem',
  borderInlineStart: '4px solid #b00020',
  background: '#fdecee',
});

export const submit = style({
  minHeight: '2.75rem',
  border: 'none',
  borderRadius: '0.25rem',
  background: '#1f4d2b',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'progress', opacity: 0.7 } },
});
