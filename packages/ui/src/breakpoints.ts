/** Viewport widths (px) where the layout changes: tablet from `md`, desktop from `lg`. */
export const breakpoints = {
  md: 768,
  lg: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media queries for vanilla-extract's `'@media'` key and `window.matchMedia`.
 * `mobile`, `tablet` and `desktop` do not overlap: below md, md to lg, lg and up.
 */
export const mediaQueries = {
  md: `(min-width: ${breakpoints.md}px)`,
  lg: `(min-width: ${breakpoints.lg}px)`,
  mobile: `(max-width: ${breakpoints.md - 0.02}px)`,
  tablet: `(min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 0.02}px)`,
  desktop: `(min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * The smallest tap target on a phone (44 × 44 CSS px, WCAG 2.5.5): below `md` the global styles
 * give links outside running text, buttons, summaries, form fields and the labels of checkboxes
 * and radio buttons at least this height and width (decision 0038).
 */
export const tapTarget = '2.75rem';
