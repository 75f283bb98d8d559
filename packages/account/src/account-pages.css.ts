import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const fieldset = style({ display: 'grid', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

const noticeBase = { margin: 0, padding: vars.space.sm, color: vars.color.text } as const;
export const success = style({ ...noticeBase, borderInlineStart: `4px solid ${vars.color.success}`, background: vars.color.successSurface });
export const error = style({ ...noticeBase, borderInlineStart: `4px solid ${vars.color.danger}`, background: vars.color.dangerSurface });

export const cards = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' });
// A long e-mail address breaks rather than widening the card on a phone.
export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0, overflowWrap: 'anywhere', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, background: vars.color.surface });
export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: 0 });
export const badge = style({ fontSize: vars.fontSize.xs, padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.full, background: vars.color.brandSubtle, color: vars.color.text });
export const inlineForm = style({ display: 'inline' });

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });
export const pagination = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', marginTop: vars.space.md });
export const section = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' });
export const totals = style({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', gap: `${vars.space.xxs} ${vars.space.lg}`, margin: 0 });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end' });
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
