import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.xs });

export const text = style({ margin: 0, fontSize: vars.fontSize.md });

export const track = style({ height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });

export const bar = style({ height: '100%', background: vars.color.success, transition: `width ${vars.duration.normal} ease-out` });
