import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { mediaQueries, tapTarget, vars } from '@gipfel/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });

// ---------------------------------------------------------------- cards, grid, filters

export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.lg,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  position: 'relative',
});

export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceMuted });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is clickable; the link stays the one accessible name.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const teaser = style({ margin: 0, color: vars.color.textMuted });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.sm });

export const tagList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const listingLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '16rem 1fr', alignItems: 'start' } },
});

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs, padding: 0 });

export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const selectControl = style({
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  maxWidth: '100%',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const pagination = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const pageLink = style({
  display: 'inline-flex',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});

// ---------------------------------------------------------------- detail

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const detailHeader = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const detailImage = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });

export const detailIntro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ margin: 0 });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(18rem, 2fr) 3fr', alignItems: 'start' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const ingredientList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const stepList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const scaler = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const scalerField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const numberInput = style({
  width: '6rem',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const table = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '28rem' });

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

export const cell = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: 'left' });

export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid currentColor',
  selectors: {
    '&[data-type="success"]': { background: vars.color.successSurface, color: vars.color.success },
    '&[data-type="danger"]': { background: vars.color.dangerSurface, color: vars.color.danger },
    '&[data-type="warning"]': { background: vars.color.warningSurface, color: vars.color.warning },
    '&[data-type="info"]': { background: vars.color.infoSurface, color: vars.color.info },
  },
});

export const cartList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cartRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const quantityInput = style([numberInput, { width: '5rem' }]);

// ---------------------------------------------------------------- print view

/** A4 paper with 15 mm margins; the print view's content is as wide as the paper allows. */
globalStyle('@page', { size: 'A4', margin: '15mm' } as GlobalStyleRule);

export const printView = style({
  maxWidth: '180mm',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    print: { maxWidth: 'none', margin: 0, fontSize: '11pt', color: '#000', background: '#fff', gap: '6mm' },
  },
});

export const printToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { print: { display: 'none' } },
});

/** Anything that makes no sense on paper (buttons, links back). */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const printImage = style({
  display: 'block',
  width: '60mm',
  maxWidth: '100%',
  height: 'auto',
  '@media': { print: { breakInside: 'avoid' } },
});

export const printColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  '@media': { print: { gap: '8mm' } },
});

export const avoidBreak = style({ '@media': { print: { breakInside: 'avoid' } } });

/** A link alone in its paragraph (not running text): a 44 px tap target on phones (decision 0038). */
export const printLink = style({ '@media': { [mediaQueries.mobile]: { display: 'inline-flex', alignItems: 'center', minHeight: tapTarget } } });
