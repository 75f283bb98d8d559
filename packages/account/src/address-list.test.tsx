import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AddressList } from './address-list';
import { alpAddress, homeAddress } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const hrefs = { editHref: (id: string) => `/account/address?edit=${id}`, deleteHref: (id: string) => `/account/address?delete=${id}`, cancelHref: '/account/address' };

describe('AddressList', () => {
  it('marks the defaults and offers the other actions as post buttons', async () => {
    const { container } = renderWithI18n(<AddressList addresses={[homeAddress, alpAddress]} defaultBillingAddressId={homeAddress.id} defaultShippingAddressId={homeAddress.id} action="/account/address" {...hrefs} />);
    const [home, alp] = screen.getAllByRole('listitem').filter((item) => item.querySelector('address'));
    expect(within(home!).getByText('Standard-Rechnungsadresse')).toBeInTheDocument();
    expect(within(home!).queryByRole('button', { name: 'Als Rechnungsadresse verwenden' })).toBeNull();
    const button = within(alp!).getByRole('button', { name: 'Als Rechnungsadresse verwenden' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'default-billing', addressId: alpAddress.id });
    expect(within(alp!).getByRole('link', { name: /^Bearbeiten/ })).toHaveAttribute('href', `/account/address?edit=${alpAddress.id}`);
    await expectNoAxeViolations(container);
  });

  it('asks to confirm a deletion with a post button', () => {
    renderWithI18n(<AddressList addresses={[alpAddress]} confirmDeleteId={alpAddress.id} {...hrefs} />, 'en');
    const confirm = screen.getByRole('group', { name: 'Do you really want to delete this address?' });
    const form = within(confirm).getByRole('button', { name: 'Yes, delete' }).closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'delete', addressId: alpAddress.id });
    expect(within(confirm).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/account/address');
  });

  it('says when there are no addresses (French)', () => {
    renderWithI18n(<AddressList addresses={[]} {...hrefs} />, 'fr');
    expect(screen.getByText('Vous n’avez encore enregistré aucune adresse.')).toBeInTheDocument();
  });
});
