/** Viewport widths (px) where the layout changes: tablet from `md`, desktop from `lg`. */
export const breakpoints = {
  md: 768,
  lg: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries for vanilla-extract's `'@media'` key and `window.matchMedia`.
 * `mobile`, `tablet` and `desktop` do not overlap (spec §9): below md, md to lg, lg and up.
 */
export const mediaQueries = {
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  mobile: `(max-width: ${breakpoints.md - 0.02}px)`,
  tablet: `(min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 0.02}px)`,
  desktop: `(min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
