import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm, type ProfileValues } from './profile-form';
import type { ProfileActionResult, ProfileIntent, ProfilePage } from './profile-page';
import * as styles from './account-pages.css';

export interface ProfilePageViewProps {
  page: ProfilePage;
  /** Where the three forms post (the page's own path). */
  action: string;
  /** The answer to the last post that did not go through; it goes to the form that posted. */
  result?: ProfileActionResult | null;
  /** Which form the last post saved (`?saved=`), shown as its notice. */
  saved?: string | null;
  pending?: boolean;
}

/** The profile page: the profile, the email and the password forms, each with its own answer; plain post forms. */
export function ProfilePageView({ page, action, result, saved: savedParam, pending = false }: ProfilePageViewProps) {
  const saved = result ? null : savedParam;
  const of = (intent: ProfileIntent) => (result?.intent === intent ? result : undefined);
  const profile = of('profile');
  return (
    <div className={styles.stack}>
      <ProfileForm
        key={`profile-${saved ?? ''}`}
        action={action}
        salutations={page.salutations}
        defaultValues={profile ? { ...page.profile, ...(profile.values as Partial<ProfileValues>) } : page.profile}
        errors={profile?.errors}
        formError={profile?.formError}
        saved={saved === 'profile'}
        pending={pending}
      />
      <EmailChangeForm
        action={action}
        currentEmail={page.email}
        defaultValues={of('email')?.values}
        errors={of('email')?.errors}
        formError={of('email')?.formError}
        saved={saved === 'email'}
        pending={pending}
      />
      <PasswordChangeForm action={action} errors={of('password')?.errors} formError={of('password')?.formError} saved={saved === 'password'} pending={pending} />
    </div>
  );
}
