import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const productName = style({ margin: 0, fontSize: vars.fontSize['3xl'], overflowWrap: 'anywhere' });

export const descriptionReviews = style({ display: 'grid', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const manufacturer = style({ display: 'flex', alignItems: 'center', minHeight: '3rem' });

export const logo = style({ maxHeight: '4rem', maxWidth: '12rem', width: 'auto', height: 'auto', objectFit: 'contain', display: 'block' });

export const manufacturerName = style({ fontWeight: vars.fontWeight.bold });
