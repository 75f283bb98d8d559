/** Parameters interpolated into a message, e.g. `{ min: 8 }` for `validation.minLength`. */
export type FormMessageParams = Readonly<Record<string, string | number>>;

/**
 * A validation message that is not yet translated: a key in the `forms` namespace
 * (or `namespace:key`) and its parameters. It is translated when rendered, so the
 * same result shows in whatever language the page is in.
 */
export interface FormMessage {
  readonly key: string;
  readonly params?: FormMessageParams;
}

const plainKey = /^[A-Za-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)*$/;

/** valibot messages are strings, so a rule stores its key and params as JSON. */
export function encodeFormMessage(key: string, params?: FormMessageParams): string {
  return JSON.stringify(params ? { key, params } : { key });
}

/**
 * Reads a valibot issue message back into a {@link FormMessage}. Accepts what the rules
 * write and plain keys (`'validation.required'`); anything else yields `undefined`.
 */
export function decodeFormMessage(message: string): FormMessage | undefined {
  if (plainKey.test(message)) return { key: message };
  if (!message.startsWith('{"key":')) return undefined;
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { key, params } = parsed as { key?: unknown; params?: unknown };
    if (typeof key !== 'string') return undefined;
    if (params === undefined) return { key };
    if (typeof params !== 'object' || params === null) return undefined;
    return { key, params: params as FormMessageParams };
  } catch {
    return undefined;
  }
}
