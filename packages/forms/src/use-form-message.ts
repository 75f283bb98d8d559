import { useCallback } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { FormMessage } from './form-message';

/** Returns a function that translates a {@link FormMessage} in the current language. */
export function useTranslateFormMessage(): (message: FormMessage) => string {
  const { t } = useTranslation('forms');
  return useCallback((message: FormMessage) => t(message.key, { ...message.params }), [t]);
}
