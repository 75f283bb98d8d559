import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr auto',
  gridTemplateAreas: '"cover name price" "cover quantity remove"',
  gap: '0.5rem 1rem',
  alignItems: 'center',
  padding: '0.75rem 0',
});

export const cover = style({
  gridArea: 'cover',
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
});

export const name = style({ gridArea: 'name', margin: 0, fontSize: '1rem', fontWeight: 600 });

export const price = style({ gridArea: 'price', textAlign: 'end' });

export const unitPrice = style({ display: 'block', fontSize: '0.875rem', color: '#555' });

export const quantityForm = style({ gridArea: 'quantity', display: 'flex', alignItems: 'center', gap: '0.25rem' });

export const stepButton = style({
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  border: '1px solid #8a8a8a',
  borderRadius: '0.25rem',
  background: '#fff',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const quantityInput = style({
  width: '3.5rem',
  minHeight: '2.25rem',
  textAlign: 'center',
  border: '1px solid #8a8a8a',
  borderRadius: '0.25rem',
});

export const removeButton = style({
  gridArea: 'remove',
  justifySelf: 'end',
  border: 'none',
  background: 'none',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const error = style({ gridColumn: '2 / -1', margin: 0, color: '#b00020', fontSize: '0.875rem' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
