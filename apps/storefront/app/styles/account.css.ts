import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const stack = style({ display: 'grid', gap: vars.space.xl });
export const notice = style({ margin: 0, padding: vars.space.sm, borderInlineStart: `4px solid ${vars.color.success}`, background: vars.color.successSurface });
export const error = style({ margin: 0, padding: vars.space.sm, borderInlineStart: `4px solid ${vars.color.danger}`, background: vars.color.dangerSurface });
