import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: '1rem', maxWidth: '40rem' });

export const title = style({ margin: 0, fontSize: '1.5rem' });

export const text = style({ margin: 0 });

export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1.5rem', margin: 0 });

export const term = style({ margin: 0, fontWeight: 600 });

export const value = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

export const primaryAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0 1.25rem',
  border: 'none',
  borderRadius: '0.25rem',
  background: '#1f4d2b',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const note = style({ margin: 0, fontSize: '0.875rem', color: '#555' });
