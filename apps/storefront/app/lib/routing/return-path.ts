/**
 * A same-origin path to send a shopper back to after a form post or a sign-in; anything else
 * (absolute URLs, protocol-relative `//host`, backslashes browsers read as slashes, control
 * characters, dot segments, absurd lengths) is dropped, so no link can turn the shop into an open
 * redirect.
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
  // URL parsing collapses `.` and `..` (also `%2e`, `.%2E`, …): `/..//evil.example` becomes the
  // path `//evil.example`. Checked on the path as sent and once decoded (`%252e`, `%2F..%2F`).
  if (hasDotSegment(value) || hasDotSegment(decoded)) return null;
  return value;
}

// WHATWG URL: a segment that is `.` or `..`, each dot also written `%2e` in any case.
const dotSegment = /^(?:\.|%2e){1,2}$/i;

function hasDotSegment(path: string): boolean {
  const end = path.search(/[?#]/);
  return (end === -1 ? path : path.slice(0, end)).split('/').some((segment) => dotSegment.test(segment));
}
