import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n, seriousA11yViolations } from './test-support';
import { VisuallyHidden } from './visually-hidden';
import { visuallyHidden } from './visually-hidden.css';

describe('VisuallyHidden', () => {
  it('names an icon-only button for screen readers', async () => {
    const { container } = renderWithI18n(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Warenkorb öffnen</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Warenkorb öffnen' })).toBeInTheDocument();
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('keeps its own class and adds the caller’s', () => {
    renderWithI18n(<VisuallyHidden className="extra">Text</VisuallyHidden>);
    const element = screen.getByText('Text');
    expect(element).toHaveClass(visuallyHidden);
    expect(element).toHaveClass('extra');
  });
});
