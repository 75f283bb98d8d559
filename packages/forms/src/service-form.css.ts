import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@gipfel/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '44rem',
});

export const intro = style({ margin: 0, color: vars.color.text });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** Fields that take the whole row (messages, checkboxes, uploads). */
export const wide = style({ gridColumn: '1 / -1' });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  fontFamily: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
});

export const textarea = style({ minHeight: '8rem', resize: 'vertical' });

export const file = style({ paddingBlock: vars.space.sm });

export const captchaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const captchaImage = style({
  display: 'block',
  width: '200px',
  height: '64px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: '#f4f1ea',
});

export const captchaInput = style({ maxWidth: '14rem', textTransform: 'uppercase', letterSpacing: '0.15em' });

/** The bot trap: off screen for people, still in the form for bots. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

export const status = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
});

export const success = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** reCAPTCHA's floating badge stays hidden (the widget's badge is hidden); the form shows Google's notice instead. */
globalStyle('.grecaptcha-badge', { visibility: 'hidden' });

export const widgetNotice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
