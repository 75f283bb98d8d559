import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const redirect = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });
