import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: '0.375rem' });

export const text = style({ margin: 0, fontSize: '0.9375rem' });

export const track = style({ height: '0.5rem', borderRadius: '999px', background: '#e4e4e4', overflow: 'hidden' });

export const bar = style({ height: '100%', background: '#2f6f3e', transition: 'width 200ms ease-out' });
