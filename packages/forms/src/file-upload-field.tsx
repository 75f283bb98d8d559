import { useTranslation } from '@gipfel/i18n';
import { FieldError, fieldErrorId } from './field-error';
import type { FormMessage } from './form-message';
import * as styles from './service-form.css';

export interface FileUploadFieldProps {
  name: string;
  label: string;
  /** MIME types or extensions for the input's `accept`. */
  accept: readonly string[];
  /** Type names shown to the shopper ("JPG, PNG"). */
  typeNames: readonly string[];
  maxMB: number;
  error?: FormMessage;
  required?: boolean;
  id?: string;
  /**
   * After a failed submit: a file was chosen, but browsers cannot put it back into the input,
   * so the shopper is asked to choose it again.
   */
  chooseAgain?: boolean;
  className?: string;
}

/** A file input that says which types and which size it takes; errors are tied to it. */
export function FileUploadField({ name, label, accept, typeNames, maxMB, error, required, id = name, chooseAgain, className }: FileUploadFieldProps) {
  const { t } = useTranslation('forms');
  const descriptionId = `${id}-description`;
  const againId = `${id}-again`;
  const describedBy = [descriptionId, chooseAgain && againId, error && fieldErrorId(id)].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      <p id={descriptionId} className={styles.description}>
        {t('service.upload.allowedTypes', { types: typeNames.join(', ') })} {t('service.upload.maxSize', { maxMB })}
      </p>
      {chooseAgain ? (
        <p id={againId} className={styles.description}>
          {t('service.upload.notKept')}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept.join(',')}
        required={required}
        className={`${styles.control} ${styles.file}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
