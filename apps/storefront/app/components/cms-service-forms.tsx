import { lazy, Suspense, useId, type ReactNode } from 'react';
import { CmsFormProvider, type CmsFormRenderProps } from '@gipfel/cms';
import { localizePath } from '../lib/i18n/shop-locales';
import { useCaptchaWidget } from '../lib/security/captcha-widget';
import { useLanguage } from '../lib/i18n/language';
import { serviceFormPaths } from '../lib/routing/service-form-paths';
import { NewsletterSignup } from './newsletter-signup';

// Few pages carry a service form: its code loads with the first page that does, not with every
// page of the shop (the server renders it in place; the browser hydrates it once it arrives).
const ServiceForm = lazy(() => import('@gipfel/forms').then((forms) => ({ default: forms.ServiceForm })));

function CmsForm({ kind, slot }: CmsFormRenderProps) {
  const language = useLanguage();
  // Stable between server and browser render; a fresh image for every page view anyway (no-store).
  const nonce = useId().replace(/[^A-Za-z0-9]/g, '');
  const captchaWidget = useCaptchaWidget();
  if (kind === 'newsletter') return <NewsletterSignup language={language} />;
  return (
    <Suspense fallback={null}>
      <ServiceForm
        kind={kind}
        // Posts to the form's own page, which shows the errors or the confirmation.
        action={localizePath(`/${serviceFormPaths[kind]}`, language)}
        captcha={captchaWidget ? undefined : { imageSrc: `/api/captcha?lang=${language}&r=${nonce}`, challengeSrc: '/api/captcha/challenge' }}
        captchaWidget={captchaWidget}
        idPrefix={`cms-${slot.id}`}
        slotId={slot.id}
      />
    </Suspense>
  );
}

/** Renders the forms of CMS `form` elements (see `CmsElementForm`) on every page below it. */
export function CmsServiceForms({ children }: { children: ReactNode }) {
  return <CmsFormProvider render={(props) => <CmsForm {...props} />}>{children}</CmsFormProvider>;
}
