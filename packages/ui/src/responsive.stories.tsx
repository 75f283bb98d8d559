import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { cmsVisibilityClassName } from './cms-visibility';
import { hideOnDesktop, hideOnMobile, hideOnTablet } from './responsive.css';

const box: CSSProperties = {
  padding: '0.75rem 1rem',
  border: '1px solid #857a6e',
  borderRadius: '0.5rem',
};

function ResponsiveVisibility() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '32rem' }}>
      <p>Switch the viewport (mobile 375, tablet 820, desktop 1280) to see which boxes stay.</p>
      <div className={hideOnMobile} style={box}>
        <code>hideOnMobile</code>: hidden below 768px
      </div>
      <div className={hideOnTablet} style={box}>
        <code>hideOnTablet</code>: hidden from 768px to 1023px
      </div>
      <div className={hideOnDesktop} style={box}>
        <code>hideOnDesktop</code>: hidden from 1024px
      </div>
      <div className={cmsVisibilityClassName({ mobile: true, tablet: false, desktop: false })} style={box}>
        <code>cmsVisibilityClassName({'{ mobile: true, tablet: false, desktop: false }'})</code>: phones only
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Responsive visibility',
  component: ResponsiveVisibility,
  tags: ['autodocs'],
} satisfies Meta<typeof ResponsiveVisibility>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
