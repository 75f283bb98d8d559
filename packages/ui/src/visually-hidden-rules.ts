/**
 * The declarations that hide content visually while keeping it in the accessibility tree: the
 * `visuallyHidden` class, and the same inside a media query (the header's words on phones).
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
