/**
 * The third-party captcha widget: Google reCAPTCHA v3, the invisible captcha Shopware offers next
 * to its basic image captcha. It is configured by a site key only; without one nothing is loaded
 * from outside and the forms use the basic image captcha (German interface language,
 * badge hidden).
 */
export interface CaptchaWidgetConfig {
  provider: 'google-recaptcha-v3';
  /** The public site key of the shop's reCAPTCHA v3 registration. */
  siteKey: string;
  /** Interface language of the widget: German, whatever the page language. */
  language: 'de';
  /** The floating badge is hidden; the form shows the notice Google asks for instead. */
  hideBadge: true;
  /** Form field the token is posted in (Shopware's name for the v3 token). */
  tokenField: '_grecaptcha_v3';
  /** The action name sent with each token (checked by the server). */
  action: string;
}

/** Where the widget loads from: only allowed by the host's CSP when a site key is configured. */
export const captchaWidgetOrigins = {
  script: ['https://www.google.com', 'https://www.gstatic.com'],
  frame: ['https://www.google.com'],
  connect: ['https://www.google.com'],
} as const;

const siteKeyPattern = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * The widget's configuration from a site key: `null` when the key is empty or unset (the basic
 * image captcha is used and nothing loads from outside). A key that cannot be a reCAPTCHA site key
 * throws, so a typo fails the start-up instead of silently disabling the captcha.
 */
export function captchaWidgetConfig(siteKey: string | null | undefined, action = 'service_form'): CaptchaWidgetConfig | null {
  const key = siteKey?.trim();
  if (!key) return null;
  if (!siteKeyPattern.test(key)) {
    throw new Error(`"${key}" is not a reCAPTCHA v3 site key (20 to 64 letters, digits, "-" or "_")`);
  }
  return { provider: 'google-recaptcha-v3', siteKey: key, language: 'de', hideBadge: true, tokenField: '_grecaptcha_v3', action };
}

/** The script URL: the site key to render with and the German interface language. */
export function captchaWidgetScriptUrl(config: CaptchaWidgetConfig): string {
  const query = new URLSearchParams({ render: config.siteKey, hl: config.language });
  return `${captchaWidgetOrigins.script[0]}/recaptcha/api.js?${query.toString()}`;
}
