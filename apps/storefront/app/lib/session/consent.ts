/** The shopper's answer to the analytics consent banner, kept in a cookie (decision 0020). */
export type Consent = 'granted' | 'denied';

export const consentCookieName = 'gipfel_consent';
const maxAgeSeconds = 365 * 24 * 60 * 60;

export function consentFromCookie(header: string | null | undefined): Consent | null {
  const match = /(?:^|;\s*)gipfel_consent=(granted|denied)(?:;|$)/.exec(header ?? '');
  return (match?.[1] as Consent | undefined) ?? null;
}

export function parseConsent(value: unknown): Consent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

/** 365 days, path /, SameSite=Lax; readable by the page (it holds no secret). */
export function serializeConsentCookie(consent: Consent, secure: boolean): string {
  return `${consentCookieName}=${consent}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
