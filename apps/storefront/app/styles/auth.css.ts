import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const stack = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });

const noticeBase = { margin: 0, padding: vars.space.sm, color: vars.color.text } as const;
export const success = style({ ...noticeBase, borderInlineStart: `4px solid ${vars.color.success}`, background: vars.color.successSurface });
export const problem = style({ ...noticeBase, borderInlineStart: `4px solid ${vars.color.danger}`, background: vars.color.dangerSurface });
