import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });
export const row = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' });
export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
export const choice = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', cursor: 'pointer' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The company fields show for business customers. With `:has` this needs no JavaScript; a browser
 * without `:has` simply shows them all the time, with the note that they are for businesses only.
 */
export const businessFields = style({
  '@supports': {
    'selector(:has(*))': {
      selectors: {
        [`${form}:has(input[name="accountType"][value="private"]:checked) &`]: { display: 'none' },
      },
    },
  },
});

const noticeBase = { margin: 0, padding: vars.space.sm, color: vars.color.text } as const;
export const formError = style({ ...noticeBase, borderInlineStart: `4px solid ${vars.color.danger}`, background: vars.color.dangerSurface });
export const success = style({ ...noticeBase, borderInlineStart: `4px solid ${vars.color.success}`, background: vars.color.successSurface });
