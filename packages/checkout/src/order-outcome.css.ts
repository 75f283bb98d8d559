import { style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const root = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] });

export const text = style({ margin: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const value = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

// A link that looks like @gipfel/ui's primary Button (the ui package styles buttons only).
export const primaryActionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:active': { background: vars.color.brandActive },
  },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const retryForm = style({ display: 'grid', gap: vars.space.sm, flexBasis: '100%', justifyItems: 'start' });

export const methods = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xxs, fontWeight: vars.fontWeight.bold });

export const method = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', minHeight: '2.75rem', cursor: 'pointer' });
