import { useState, type MouseEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { Button } from '@gipfel/ui';
import { FieldError, fieldErrorId } from './field-error';
import type { FormMessage } from './form-message';
import * as styles from './service-form.css';

export interface CaptchaFieldProps {
  /**
   * URL of the captcha image (a same-origin route of the host, or a `data:` URL). With
   * JavaScript, "New image" reloads it with an extra `n` query parameter.
   */
  imageSrc: string;
  /** Posted as hidden `captchaId` when the host hands the id to the page (else the host keeps it, e.g. in a cookie). */
  captchaId?: string;
  error?: FormMessage;
  /** Id of the text input (default `captchaValue`). */
  id?: string;
  /** With JavaScript: called instead of reloading the image (e.g. to fetch a new id and image). */
  onRefresh?: () => void;
  /**
   * Where the browser fetches the proof-of-work challenge of the captcha shown (decision 0048):
   * the form then carries a hidden `captchaProof` that `ServiceForm` fills before it is sent.
   */
  challengeSrc?: string;
}

/**
 * The basic image captcha: the image, a labelled input for its characters and a "New image"
 * button. Without JavaScript the button submits the form with `intent=newCaptcha` (the host
 * shows the form again with the values kept and a new image); with JavaScript it reloads the
 * image in place. The typed value is never kept: each captcha is single use.
 */
export function CaptchaField({ imageSrc, captchaId, error, id = 'captchaValue', onRefresh, challengeSrc }: CaptchaFieldProps) {
  const { t } = useTranslation('forms');
  const [reloads, setReloads] = useState(0);
  // The image did not load (e.g. 429: too many new images from this connection).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = reloads === 0 ? imageSrc : `${imageSrc}${imageSrc.includes('?') ? '&' : '?'}n=${reloads}`;
  const descriptionId = `${id}-description`;

  function refresh(event: MouseEvent<HTMLButtonElement>) {
    if (imageSrc.startsWith('data:') && !onRefresh) return; // nothing to reload in place: post the form
    event.preventDefault();
    if (onRefresh) onRefresh();
    else setReloads((count) => count + 1);
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (input) {
      input.value = '';
      input.focus();
    }
  }

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('service.captcha.legend')}</legend>
      <div className={`${styles.field} ${styles.wide}`}>
        <div className={styles.captchaRow}>
          <img className={styles.captchaImage} src={src} alt={t('service.captcha.imageAlt')} width={200} height={64} onError={() => setFailedSrc(src)} />
          <Button type="submit" variant="secondary" name="intent" value="newCaptcha" formNoValidate onClick={refresh}>
            {t('service.captcha.refresh')}
          </Button>
        </div>
        {failedSrc === src ? (
          <p role="alert" className={styles.description}>
            {t('service.captcha.unavailable')}
          </p>
        ) : null}
        {captchaId ? <input type="hidden" name="captchaId" value={captchaId} /> : null}
        {challengeSrc ? <input type="hidden" name="captchaProof" defaultValue="" data-challenge-src={challengeSrc} /> : null}
        <label htmlFor={id} className={styles.label}>
          {t('service.captcha.label')}
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        </label>
        <p id={descriptionId} className={styles.description}>
          {t('service.captcha.description')}
        </p>
        <input
          id={id}
          name="captchaValue"
          className={`${styles.control} ${styles.captchaInput}`}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${descriptionId} ${fieldErrorId(id)}` : descriptionId}
        />
        <FieldError fieldId={id} error={error} />
      </div>
    </fieldset>
  );
}
