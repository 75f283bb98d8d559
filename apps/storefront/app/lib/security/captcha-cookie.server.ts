/**
 * The id of the image captcha last shown to a browser (decision 0014): set by `GET /api/captcha`,
 * read by the service forms' action and sent on with the typed value, cleared once a form is sent.
 */
export const captchaCookieName = 'gipfel_captcha';
const captchaMaxAge = 10 * 60;

export function serializeCaptchaCookie(id: string, secure: boolean): string {
  return `${captchaCookieName}=${id}; Max-Age=${captchaMaxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearCaptchaCookie(secure: boolean): string {
  return `${captchaCookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The id of the captcha last shown to this browser (set by the image route). */
export function readCaptchaId(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === captchaCookieName && value && /^[A-Za-z0-9]{1,64}$/.test(value)) return value;
  }
  return undefined;
}
