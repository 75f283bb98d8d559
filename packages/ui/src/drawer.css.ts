import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const content = style({
  position: 'fixed',
  zIndex: vars.layer.overlay,
  top: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  // Leaves a strip of the page visible so the sheet reads as on top of it.
  width: 'min(26rem, calc(100vw - 3rem))',
  height: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const side = styleVariants({
  left: { left: 0 },
  right: { right: 0 },
});
