import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  lineHeight: 0,
});

export const circle = style({
  display: 'block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderTopColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Slower rather than still: a frozen ring would no longer say "busy".
    [mediaQueries.reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});
