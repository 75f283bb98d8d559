import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '24rem' });

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const aside = style({ margin: 0 });
