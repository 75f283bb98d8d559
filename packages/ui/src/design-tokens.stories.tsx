import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { breakpoints, mediaQueries } from './breakpoints';
import { vars } from './theme.css';
import { themeTokens } from './tokens';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
};

const caption: CSSProperties = {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl }}>
      <h2 style={{ fontSize: vars.fontSize.xl }}>{title}</h2>
      {children}
    </section>
  );
}

function Colours() {
  return (
    <Section title="Colours">
      <div style={grid}>
        {(Object.keys(themeTokens.color) as Array<keyof typeof themeTokens.color>).map((name) => (
          <figure key={name} style={{ margin: 0, display: 'grid', gap: vars.space.xxs }}>
            <div
              style={{
                height: '3.5rem',
                borderRadius: vars.radius.md,
                border: `1px solid ${vars.color.border}`,
                background: vars.color[name],
              }}
            />
            <figcaption>
              <strong>{name}</strong>
              <div style={caption}>{themeTokens.color[name]}</div>
              <div style={caption}>{vars.color[name]}</div>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

function Typography() {
  return (
    <Section title="Type scale">
      <p style={caption}>{themeTokens.font.body}</p>
      {(Object.keys(themeTokens.fontSize) as Array<keyof typeof themeTokens.fontSize>)
        .slice()
        .reverse()
        .map((name) => (
          <div key={name} style={{ display: 'grid', gridTemplateColumns: '7rem 1fr', gap: vars.space.md, alignItems: 'baseline' }}>
            <span style={caption}>
              {name} · {themeTokens.fontSize[name]}
            </span>
            <span style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.tight }}>
              Bergkäse aus dem Emmental · Fromage d’alpage
            </span>
          </div>
        ))}
      <div style={{ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' }}>
        {(Object.keys(themeTokens.fontWeight) as Array<keyof typeof themeTokens.fontWeight>).map((name) => (
          <span key={name} style={{ fontWeight: vars.fontWeight[name] }}>
            {name} ({themeTokens.fontWeight[name]})
          </span>
        ))}
      </div>
    </Section>
  );
}

function Spacing() {
  return (
    <Section title="Spacing">
      {(Object.keys(themeTokens.space) as Array<keyof typeof themeTokens.space>).map((name) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '7rem 1fr', gap: vars.space.md, alignItems: 'center' }}>
          <span style={caption}>
            {name} · {themeTokens.space[name]}
          </span>
          <div style={{ width: vars.space[name], height: '1rem', background: vars.color.brand, borderRadius: '2px' }} />
        </div>
      ))}
    </Section>
  );
}

function RadiiAndShadows() {
  return (
    <Section title="Radii and shadows">
      <div style={grid}>
        {(Object.keys(themeTokens.radius) as Array<keyof typeof themeTokens.radius>).map((name) => (
          <figure key={`radius-${name}`} style={{ margin: 0, display: 'grid', gap: vars.space.xxs }}>
            <div style={{ height: '4rem', width: '4rem', background: vars.color.surfaceMuted, border: `2px solid ${vars.color.borderStrong}`, borderRadius: vars.radius[name] }} />
            <figcaption style={caption}>radius.{name} · {themeTokens.radius[name]}</figcaption>
          </figure>
        ))}
        {(Object.keys(themeTokens.shadow) as Array<keyof typeof themeTokens.shadow>).map((name) => (
          <figure key={`shadow-${name}`} style={{ margin: 0, display: 'grid', gap: vars.space.xxs }}>
            <div style={{ height: '4rem', background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow[name] }} />
            <figcaption style={caption}>shadow.{name}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

function Breakpoints() {
  return (
    <Section title="Breakpoints">
      <table style={{ borderCollapse: 'collapse', textAlign: 'start' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: vars.space.lg }}>Name</th>
            <th scope="col" style={{ textAlign: 'start' }}>Media query</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(mediaQueries) as Array<keyof typeof mediaQueries>).map((name) => (
            <tr key={name}>
              <td style={{ paddingInlineEnd: vars.space.lg }}>
                {name}
                {name === 'md' || name === 'lg' ? ` (${breakpoints[name]}px)` : ''}
              </td>
              <td style={caption}>{mediaQueries[name]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function DesignTokens() {
  return (
    <div style={{ color: vars.color.text }}>
      <Colours />
      <Typography />
      <Spacing />
      <RadiiAndShadows />
      <Breakpoints />
    </div>
  );
}

/**
 * The theme of `@gipfel/ui`. Components read these values through `vars`
 * (CSS custom properties named `--gipfel-…`), never as literals.
 */
const meta = {
  title: 'Foundations/Design tokens',
  component: DesignTokens,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const ColourPalette: Story = { render: () => <Colours /> };
export const TypeScale: Story = { render: () => <Typography /> };
export const SpacingScale: Story = { render: () => <Spacing /> };
export const RadiiShadows: Story = { render: () => <RadiiAndShadows /> };
export const BreakpointList: Story = { render: () => <Breakpoints /> };
