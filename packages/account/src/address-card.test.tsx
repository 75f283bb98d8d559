import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AddressCard } from './address-card';
import { alpAddress } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('AddressCard', () => {
  it('prints the address lines, canton and country', async () => {
    const { container } = renderWithI18n(<AddressCard address={alpAddress} />);
    const address = container.querySelector('address')!;
    expect(address).toHaveTextContent('Käserei Alpenblick AG');
    expect(address).toHaveTextContent('Heidi Muster');
    expect(address).toHaveTextContent('3818 Grindelwald');
    expect(address).toHaveTextContent('Bern, Schweiz');
    expect(screen.getByText('+41 33 000 00 00')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
