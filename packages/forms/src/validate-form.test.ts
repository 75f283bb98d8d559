import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { rules } from './rules';
import { decodeFormMessage, encodeFormMessage } from './form-message';
import { validateForm } from './validate-form';

const contactSchema = v.object({
  email: v.pipe(v.string(), rules.required(), rules.email()),
  comment: v.pipe(v.string(), rules.required(), rules.minLength(10)),
  topics: v.optional(v.array(v.string()), []),
});

describe('validateForm', () => {
  it('returns the typed output when the data is valid', () => {
    const form = new FormData();
    form.set('email', 'anna@example.ch');
    form.set('comment', 'Bitte um Rückruf.');
    form.append('topics', 'repair');
    form.append('topics', 'return');
    expect(validateForm(contactSchema, form)).toEqual({
      success: true,
      values: { email: 'anna@example.ch', comment: 'Bitte um Rückruf.', topics: ['repair', 'return'] },
    });
  });

  it('keeps the submitted values and gives the first message per field', () => {
    const form = new FormData();
    form.set('email', 'anna@');
    form.set('comment', '');
    form.append('topics', 'repair');
    form.append('topics', 'return');
    form.set('attachment', new File(['x'], 'a.txt'));
    const result = validateForm(contactSchema, form);
    expect(result).toEqual({
      success: false,
      values: { email: 'anna@', comment: '', topics: ['repair', 'return'] },
      errors: {
        email: { key: 'validation.email' },
        comment: { key: 'validation.required' },
      },
    });
  });

  it('reports a missing field as required and a wrong type as invalid', () => {
    const result = validateForm(contactSchema, { comment: 42 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({ email: { key: 'validation.required' }, comment: { key: 'validation.invalid' } });
    expect(result.values).toEqual({ comment: '42' });
  });

  it('accepts URLSearchParams and plain keys as messages', () => {
    const schema = v.object({ terms: v.pipe(v.string(), v.check((value) => value === 'on', 'checkout:termsRequired')) });
    const result = validateForm(schema, new URLSearchParams('terms=off'));
    expect(result).toEqual({ success: false, values: { terms: 'off' }, errors: { terms: { key: 'checkout:termsRequired' } } });
  });

  it('reads a body of one name repeated 80 000 times in linear time (a form post within the size cap)', () => {
    const schema = v.object({ email: v.optional(v.string()) });
    const repeated = new URLSearchParams('a=&'.repeat(80_000));
    const started = performance.now();
    const result = validateForm(schema, repeated);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.success ? (result.values as Record<string, unknown>) : {}).not.toHaveProperty('email');
  });

  it('keeps fields named `__proto__`, `constructor` or `toString` as fields, and redisplays them as sent', () => {
    const sent = new URLSearchParams('email=anna@&constructor=a&__proto__=b&__proto__=c&toString=d');
    const result = validateForm(contactSchema, sent);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('email');
    const values = result.success ? {} : result.values;
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.entries(values)).toEqual([['email', 'anna@'], ['constructor', 'a'], ['__proto__', ['b', 'c']], ['toString', 'd']]);
    expect((values as Record<string, unknown>).length).toBeUndefined();
  });

  it('reports object-level issues without a path under "form"', () => {
    const schema = v.pipe(v.object({ a: v.string() }), v.check(() => false, 'validation.invalid'));
    const result = validateForm(schema, { a: 'x' });
    expect(result.success ? {} : result.errors).toEqual({ form: { key: 'validation.invalid' } });
  });
});

describe('form messages', () => {
  it('round-trips key and params through a valibot message', () => {
    const encoded = encodeFormMessage('validation.between', { min: 1, max: 5 });
    expect(decodeFormMessage(encoded)).toEqual({ key: 'validation.between', params: { min: 1, max: 5 } });
    expect(decodeFormMessage('Invalid type: Expected string but received undefined')).toBeUndefined();
    expect(decodeFormMessage('{"key":1}')).toBeUndefined();
  });
});
