import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A count as a brand-coloured pill beside a word or on an icon (items in the cart, on the wishlist). */
export const countPill = style({
  display: 'inline-block',
  minWidth: '1.5rem',
  marginInlineStart: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
