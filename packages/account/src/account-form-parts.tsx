import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { FormMessage } from '@gipfel/forms';
import * as styles from './account-pages.css';

/** Errors by field name: `forms` keys (`violation.postalCodeFormat`) or `account:`-prefixed keys. */
export type AccountFormErrors = Partial<Record<string, FormMessage>>;

/** Translates a form message: `forms` namespace by default, any `ns:key` as given. */
export function useMessage(): (message: FormMessage | undefined) => string | undefined {
  const { t } = useTranslation(['forms', 'account']);
  return (message) => (message ? (t(message.key, { ...message.params }) as string) : undefined);
}

/** A success (status) or failure (alert) line at the top of a form; an alert takes focus. */
export function Notice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (kind === 'error') ref.current?.focus();
  }, [kind, children]);
  return (
    <p ref={ref} tabIndex={-1} className={kind === 'success' ? styles.success : styles.error} role={kind === 'success' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}

/** Only the errors that have a message, as `FormErrorSummary` expects. */
export function presentErrors(errors: AccountFormErrors | undefined): Record<string, FormMessage> {
  const result: Record<string, FormMessage> = {};
  for (const [field, message] of Object.entries(errors ?? {})) if (message) result[field] = message;
  return result;
}
