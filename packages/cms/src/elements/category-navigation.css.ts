import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const categoryNavigation = style({ fontSize: vars.fontSize.md });

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.sm,
  display: 'grid',
  gap: vars.space.xxs,
  selectors: { 'nav > &': { paddingInlineStart: 0 } },
});

export const categoryLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.brand } },
});
