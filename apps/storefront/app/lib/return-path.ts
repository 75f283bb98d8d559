/**
 * A same-origin path to send a shopper back to after a form post or a sign-in; anything else
 * (absolute URLs, protocol-relative `//host`, backslashes browsers read as slashes, control
 * characters, absurd lengths) is dropped, so no link can turn the shop into an open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (value.length > 2000 || [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null;
  // `/%2F%2Fevil.example` stays a path on our host, but a decoded `//` at the start is refused too.
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return null;
  return value;
}
