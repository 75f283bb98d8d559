/**
 * Raw design tokens of the Gipfel theme. `theme.css.ts` turns them into CSS custom properties
 * (`vars`); components use `vars`, never these literals. Kept in a plain module so tests and the
 * design-token page can read the values.
 */
export const themeTokens = {
  color: {
    // A Swiss red that keeps 4.5:1 against white in every state.
    brand: '#b0102a',
    brandHover: '#900c22',
    brandActive: '#740a1b',
    brandSubtle: '#fbeaec',
    onBrand: '#ffffff',

    background: '#fffcf7',
    surface: '#ffffff',
    surfaceMuted: '#f5f0e8',
    border: '#e2d9cd',
    // Borders of form controls: at least 3:1 against the surfaces (WCAG 1.4.11).
    borderStrong: '#857a6e',

    text: '#231d18',
    textMuted: '#5a5149',
    textInverse: '#ffffff',
    textDisabled: '#948a80',

    success: '#1b6b30',
    successSurface: '#e6f3e9',
    warning: '#855000',
    warningSurface: '#fdf2da',
    danger: '#b3261e',
    dangerHover: '#8f1e18',
    dangerSurface: '#fcebea',
    info: '#1d5793',
    infoSurface: '#e8f0f9',

    focusRing: '#0f4c8a',
    overlay: 'rgba(35, 29, 24, 0.55)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(35, 29, 24, 0.08)',
    md: '0 4px 12px rgba(35, 29, 24, 0.12)',
    lg: '0 12px 32px rgba(35, 29, 24, 0.2)',
  },
  layer: {
    sticky: '100',
    overlay: '1000',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
} as const;

export type ThemeTokens = typeof themeTokens;
