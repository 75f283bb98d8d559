import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: '0.5rem' });

export const title = style({ margin: 0, fontSize: '1.125rem' });

export const list = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.25rem 1rem', margin: 0 });

export const term = style({ margin: 0 });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: 700, borderTop: '1px solid #d0d0d0', paddingTop: '0.5rem' });

export const vatNote = style({ margin: 0, fontSize: '0.875rem', color: '#555', textAlign: 'end' });

export const group = style({ display: 'contents' });
