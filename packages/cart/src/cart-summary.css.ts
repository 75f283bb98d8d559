import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });

export const term = style({ margin: 0 });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: vars.fontWeight.bold, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs });

export const vatNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'end' });

export const group = style({ display: 'contents' });
