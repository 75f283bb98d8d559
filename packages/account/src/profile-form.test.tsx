import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileForm } from './profile-form';
import { salutationOptions } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

describe('ProfileForm', () => {
  it('is a labelled post form with intent=profile and the customer’s values', async () => {
    const { container } = renderWithI18n(<ProfileForm action="/account/profile" salutations={salutationOptions} defaultValues={{ firstName: 'Heidi', lastName: 'Muster', salutationId: salutationOptions[0]!.value }} />);
    const form = screen.getByRole('form', { name: 'Persönliche Daten' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'profile', accountType: 'private', salutationId: salutationOptions[0]!.value, firstName: 'Heidi', lastName: 'Muster' });
    expect(screen.queryByLabelText(/Firma/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows company and VAT id for business accounts and requires the company', async () => {
    renderWithI18n(<ProfileForm salutations={salutationOptions} defaultValues={{ firstName: 'A', lastName: 'B' }} />, 'en');
    await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByLabelText(/VAT ID/)).toHaveAccessibleDescription('e.g. CHE-123.456.789');
    fireEvent.submit(screen.getByRole('form'));
    expect(screen.getByLabelText(/^Company/)).toHaveAccessibleDescription(/Please enter the company\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Company: Please enter the company.');
  });

  it('shows server violations on their fields, the saved notice and long French texts', async () => {
    const { container } = renderWithI18n(
      <ProfileForm salutations={salutationOptions} defaultValues={{ accountType: 'business', firstName: 'A', lastName: 'B', company: 'C', vatId: 'CHE-1' }} errors={{ vatId: { key: 'violation.vatIdFormat' } }} />,
      'fr',
    );
    expect(screen.getByLabelText(/Numéro de TVA/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Numéro de TVA/)).toHaveValue('CHE-1');
    await expectNoAxeViolations(container);
  });

  it('announces a successful save', () => {
    renderWithI18n(<ProfileForm salutations={[]} saved />, 'de');
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Änderungen wurden gespeichert.');
  });
});
