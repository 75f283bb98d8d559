import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@gipfel/ui';

// Phones: the quantity stepper gets the whole second row; from `md` up it sits beside the cover.
export const root = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"cover name price" "quantity quantity remove"',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: '4rem 1fr auto',
      gridTemplateAreas: '"cover name price" "cover quantity remove"',
      gap: `${vars.space.xs} ${vars.space.md}`,
    },
  },
});

export const cover = style({
  gridArea: 'cover',
  width: '4rem',
  height: '4rem',
  objectFit: 'contain',
});

export const name = style({ gridArea: 'name', margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const price = style({ gridArea: 'price', textAlign: 'end' });

export const unitPrice = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quantityForm = style({ gridArea: 'quantity', display: 'flex', alignItems: 'center', gap: vars.space.xxs });

// Square, as tall as the quantity input beside it.
export const stepButton = style({ minWidth: '2.75rem' });

export const quantityInput = style({
  width: '3.5rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.xxs}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

// The form, not its button, is the grid item.
export const removeForm = style({ gridArea: 'remove', justifySelf: 'end' });

export const error = style({ gridColumn: '2 / -1', margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const detail = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
