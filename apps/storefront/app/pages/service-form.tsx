import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { formErrorKey, ServiceForm, submitServiceForm, type ServiceFormResult } from '@gipfel/forms';
import { localizePath } from '../lib/i18n/shop-locales';
import { PageTitle } from '../components/page-title';
import { clearCaptchaCookie, readCaptchaId } from '../lib/security/captcha-cookie.server';
import { useLanguage } from '../lib/i18n/language';
import { isSecureOrigin, publicOrigin } from '../lib/server/origin.server';
import { pageMeta } from '../lib/i18n/page-meta';
import { serviceFormKindOf, serviceFormPaths } from '../lib/routing/service-form-paths';
import { withShop } from '../lib/server/shop-route.server';
import { useCaptchaWidget } from '../lib/security/captcha-widget';
import { verifyCaptchaToken } from '../lib/security/captcha-widget.server';
import { getServerEnv } from '../lib/server/env.server';
import { requestContext } from '../lib/server/request-context.server';
import { isSameOrigin } from '../lib/server/store-proxy.server';
import { readUploadForm, UploadTooLargeError, type UploadForm } from '../lib/server/upload-form.server';
import { bodyLimits } from '../lib/security/body-limit.server';

/** Contact, repair request, return and warranty: one page module for the four routes (decision 0014). */

/** What the action hands back to the page (a sent form redirects instead). */
type ActionResult = Exclude<ServiceFormResult, { status: 'sent' }> & { captchaNonce: string };

// Bodies larger than this are not read: the photo alone may have 5 MB.
const maxBodyBytes = 12 * 1024 * 1024;

const nonce = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function kindOf(request: Request) {
  const kind = serviceFormKindOf(new URL(request.url).pathname);
  if (!kind) throw new Response('Not found', { status: 404 });
  return kind;
}

export const meta: MetaFunction = (args) => {
  const kind = serviceFormKindOf(args.location.pathname) ?? 'contact';
  return pageMeta(serviceFormPaths[kind])(args);
};

export async function loader({ request }: LoaderFunctionArgs) {
  const kind = kindOf(request);
  return data({ kind, sent: new URL(request.url).searchParams.get('sent') === '1', captchaNonce: nonce() });
}

export const action = withShop(async ({ client, language, headers }, { request }: ActionFunctionArgs) => {
  const kind = kindOf(request);
  if (!isSameOrigin(request, publicOrigin(request))) throw new Response('Cross-origin requests are not accepted', { status: 403 });
  const tooLarge = (): ActionResult => ({ status: 'invalid', values: {}, errors: { photo: { key: 'validation.fileSize', params: { maxMB: 5 } } }, fileNotKept: true, captchaNonce: nonce() });
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes) return data(tooLarge(), { status: 413 });
  // The photo goes to a temporary file as it arrives, not into memory (decision 0051).
  let upload: UploadForm;
  try {
    upload = await readUploadForm(request, { fileFields: ['photo'], maxFiles: 1, maxFileBytes: maxBodyBytes, maxTextBytes: bodyLimits.form });
  } catch (error) {
    if (error instanceof UploadTooLargeError) return data(tooLarge(), { status: 413 });
    const broken: ActionResult = { status: 'invalid', values: {}, errors: { [formErrorKey]: { key: 'validation.invalid' } }, fileNotKept: true, captchaNonce: nonce() };
    return data(broken, { status: 400 });
  }
  const captchaWidget = getServerEnv().captchaWidget;
  const remoteIp = requestContext.getStore()?.clientIp;
  const verifyWidgetToken = captchaWidget ? (token: string) => verifyCaptchaToken(captchaWidget, token, remoteIp) : undefined;
  const result = await submitServiceForm(client, { kind, form: upload.form, captchaId: readCaptchaId(request), verifyWidgetToken }).finally(() => upload.discard());
  if (result.status === 'sent') {
    headers.append('Set-Cookie', clearCaptchaCookie(isSecureOrigin(request)));
    return redirect(`${localizePath(`/${serviceFormPaths[kind]}`, language)}?sent=1`, 303);
  }
  const status = result.status === 'invalid' ? 400 : result.status === 'tooManyRequests' ? 429 : result.status === 'failed' ? 503 : 200;
  if (result.status === 'tooManyRequests') headers.set('Retry-After', String(result.retryAfterSeconds));
  const answer: ActionResult = { ...result, captchaNonce: nonce() };
  return data(answer, { status });
});

export default function ServiceFormPage() {
  const { kind, sent, captchaNonce } = useLoaderData<typeof loader>();
  const result = useActionData<ActionResult>();
  const language = useLanguage();
  const captchaWidget = useCaptchaWidget();
  const { search } = useLocation();
  const action = `${localizePath(`/${serviceFormPaths[kind]}`, language)}${search.includes('sent=1') ? '' : search}`;
  return (
    <>
      <PageTitle pageId={serviceFormPaths[kind]} />
      <ServiceForm
        key={result?.captchaNonce ?? captchaNonce}
        kind={kind}
        action={action}
        headingLevel={null}
        sent={sent && !result}
        values={result && 'values' in result ? result.values : undefined}
        errors={result?.status === 'invalid' ? result.errors : undefined}
        fileNotKept={result && 'fileNotKept' in result ? result.fileNotKept : false}
        problem={result?.status === 'tooManyRequests' ? (result.withoutScript ? 'tooManyWithoutScript' : 'tooManyRequests') : result?.status === 'failed' ? 'failed' : null}
        retryAfterSeconds={result?.status === 'tooManyRequests' ? result.retryAfterSeconds : undefined}
        captcha={captchaWidget ? undefined : { imageSrc: `/api/captcha?lang=${language}&r=${result?.captchaNonce ?? captchaNonce}`, challengeSrc: '/api/captcha/challenge' }}
        captchaWidget={captchaWidget}
      />
    </>
  );
}
