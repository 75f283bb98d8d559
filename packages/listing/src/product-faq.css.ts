import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const entry = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.sm });

export const question = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const answer = style({ margin: `${vars.space.xs} 0 0`, whiteSpace: 'pre-line', color: vars.color.text });
