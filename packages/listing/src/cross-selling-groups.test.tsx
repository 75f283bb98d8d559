import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { CrossSellingGroups } from './cross-selling-groups';
import { a11yViolations, fixtures, renderIn } from './test-utils';

const real = fixtures.crossSellings;
const [group] = real;

describe('CrossSellingGroups', () => {
  it('shows the real cross-selling response as a titled slider (en)', () => {
    renderIn('en', <CrossSellingGroups crossSellings={real} />);
    const region = screen.getByRole('region', { name: 'You may also like' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Pepper black, Tellicherry extrabold' })).toBeInTheDocument();
  });

  it('orders groups by position and leaves out empty and inactive ones (de)', () => {
    const groups: Schemas['CrossSellingElementCollection'] = [
      { ...group!, crossSelling: { ...group!.crossSelling, id: 'b', position: 2, name: 'Passt dazu', translated: { ...group!.crossSelling.translated, name: 'Passt dazu' } } },
      { ...group!, crossSelling: { ...group!.crossSelling, id: 'a', position: 0, name: 'Ähnliche Produkte', translated: { ...group!.crossSelling.translated, name: 'Ähnliche Produkte' } } },
      { ...group!, products: [], crossSelling: { ...group!.crossSelling, id: 'c', name: 'Leer', translated: { ...group!.crossSelling.translated, name: 'Leer' } } },
      { ...group!, crossSelling: { ...group!.crossSelling, id: 'd', active: false, name: 'Aus', translated: { ...group!.crossSelling.translated, name: 'Aus' } } },
    ];
    renderIn('de', <CrossSellingGroups crossSellings={groups} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Ähnliche Produkte', 'Passt dazu']);
  });

  it('renders nothing for no groups', () => {
    const { container } = renderIn('fr', <CrossSellingGroups crossSellings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('fr', <CrossSellingGroups crossSellings={real} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});
