import { describe, expect, it } from 'vitest';
import { renderWithI18n, seriousA11yViolations } from './test-support';

describe('seriousA11yViolations', () => {
  it('reports an input without a label, so the axe checks of the components can fail', async () => {
    const { container } = renderWithI18n(<input type="text" />);
    const violations = await seriousA11yViolations(container);
    expect(violations.some((line) => line.startsWith('label:'))).toBe(true);
  });

  it('reports nothing for a labelled input', async () => {
    const { container } = renderWithI18n(
      <label>
        Vorname <input type="text" />
      </label>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});
