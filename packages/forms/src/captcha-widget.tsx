import { useEffect, useRef } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FieldError, fieldErrorId } from './field-error';
import type { FormMessage } from './form-message';
import { captchaWidgetScriptUrl, type CaptchaWidgetConfig } from './captcha-widget-config';
import * as styles from './service-form.css';

export interface CaptchaWidgetProps {
  /** From `captchaWidgetConfig(siteKey)`; `null` renders nothing and loads nothing. */
  config: CaptchaWidgetConfig | null;
  /** Id of the notice, the target of the error summary's link (default `captchaValue`). */
  id?: string;
  error?: FormMessage;
}

interface ReCaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Tokens live two minutes: a fresh one is fetched before that. */
const TOKEN_REFRESH_MS = 90_000;

function loadScript(config: CaptchaWidgetConfig): Promise<ReCaptchaV3> {
  const w = window as unknown as { grecaptcha?: ReCaptchaV3 };
  if (w.grecaptcha) return Promise.resolve(w.grecaptcha);
  return new Promise((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>('script[data-gipfel-captcha]');
    if (!script) {
      script = document.createElement('script');
      script.src = captchaWidgetScriptUrl(config);
      script.async = true;
      script.dataset.gipfelCaptcha = '';
      document.head.appendChild(script);
    }
    script.addEventListener('load', () => (w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('reCAPTCHA did not start'))));
    script.addEventListener('error', () => reject(new Error('reCAPTCHA could not load')));
  });
}

/**
 * The invisible third-party captcha (reCAPTCHA v3) for a form: a hidden token field that is kept
 * fresh, and Google's notice in place of the hidden badge. The script loads only when the widget
 * is configured and the form is shown; the server checks the token.
 */
export function CaptchaWidget({ config, id = 'captchaValue', error }: CaptchaWidgetProps) {
  const { t } = useTranslation('forms');
  const tokenRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = (captcha: ReCaptchaV3) =>
      captcha.ready(() => {
        captcha
          .execute(config.siteKey, { action: config.action })
          .then((token) => {
            if (!cancelled && tokenRef.current) tokenRef.current.value = token;
          })
          .catch(() => undefined); // the server answers a missing token with the captcha message
      });
    loadScript(config)
      .then((captcha) => {
        if (cancelled) return;
        refresh(captcha);
        timer = setInterval(() => refresh(captcha), TOKEN_REFRESH_MS);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
    };
  }, [config]);

  if (!config) return null;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <input ref={tokenRef} type="hidden" name={config.tokenField} defaultValue="" />
      <p id={id} tabIndex={-1} className={styles.widgetNotice} aria-describedby={error ? fieldErrorId(id) : undefined}>
        {t('service.captchaWidget.notice')}{' '}
        <a href="https://policies.google.com/privacy" rel="noopener noreferrer" target="_blank">
          {t('service.captchaWidget.privacy')}
        </a>
        {' · '}
        <a href="https://policies.google.com/terms" rel="noopener noreferrer" target="_blank">
          {t('service.captchaWidget.terms')}
        </a>
      </p>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
