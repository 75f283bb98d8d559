import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProfilePageView } from './profile-page-view';
import { profilePageFixture } from './account-pages.fixtures';
import { expectNoAxeViolations, renderWithI18n } from './test-utils';

const forms = (container: HTMLElement) => [...container.querySelectorAll('form')];

describe('ProfilePageView', () => {
  it('shows the three forms posting to the page, the profile filled in, and the notice of what was saved (de)', async () => {
    const { container } = renderWithI18n(<ProfilePageView page={profilePageFixture} action="/account/profile" saved="profile" />);
    expect(forms(container).map((form) => form.getAttribute('action'))).toEqual(['/account/profile', '/account/profile', '/account/profile']);
    expect(screen.getByDisplayValue('Heidi')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Änderungen wurden gespeichert.');
    await expectNoAxeViolations(container);
  });

  it('gives a refusal to the form that posted, with what was typed, and no notice (en)', () => {
    const { container } = renderWithI18n(
      <ProfilePageView
        page={profilePageFixture}
        action="/en/account/profile"
        saved="profile"
        result={{ intent: 'email', values: { email: 'anna@example.ch', emailConfirmation: 'anna@example.ch' }, errors: {}, formError: { key: 'account:accountCommon.generic' } }}
      />,
      'en',
    );
    expect(screen.queryByRole('status')).toBeNull();
    const emailForm = forms(container)[1]!;
    expect(within(emailForm).getByRole('alert')).toBeInTheDocument();
    expect(within(emailForm).getAllByDisplayValue('anna@example.ch')).toHaveLength(2);
    expect(within(forms(container)[0]!).queryByRole('alert')).toBeNull();
  });

  it('puts a refused profile over the customer’s values (fr)', () => {
    renderWithI18n(<ProfilePageView page={profilePageFixture} action="/fr/account/profile" result={{ intent: 'profile', values: { firstName: 'Anna' }, errors: { lastName: { key: 'validation.required' } } }} />, 'fr');
    expect(screen.getByDisplayValue('Anna')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Muster')).toBeInTheDocument();
  });
});
