import { Close } from '@radix-ui/react-dialog';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './dialog.css';

/** The × in the corner of a Dialog or Drawer, labelled with the translated "Close". */
export function CloseButton({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Close type="button" className={styles.closeButton} aria-label={label ?? t('close')}>
      <svg className={styles.closeIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Close>
  );
}
