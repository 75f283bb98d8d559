import { useRouteLoaderData } from '@remix-run/react';
import type { CaptchaWidgetConfig } from '@gipfel/forms';

/** The captcha widget's public configuration from the root loader; null: the image captcha. */
export function useCaptchaWidget(): CaptchaWidgetConfig | null {
  const root = useRouteLoaderData<{ captchaWidget?: CaptchaWidgetConfig | null }>('root');
  return root?.captchaWidget ?? null;
}
