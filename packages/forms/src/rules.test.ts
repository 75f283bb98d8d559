import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createI18n } from '@gipfel/i18n';
import { isEmailAddress, rules } from './rules';
import { formsTexts } from './texts';
import { validateForm } from './validate-form';

const languages = ['de', 'en', 'fr'] as const;

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

function firstError(schema: v.GenericSchema, input: unknown) {
  const result = validateForm(schema, input as Record<string, unknown>);
  if (result.success) throw new Error('expected the value to fail');
  const [error] = Object.values(result.errors);
  if (!error) throw new Error('expected an error');
  return error;
}

const field = (...items: v.PipeItem<string, string, v.BaseIssue<unknown>>[]) =>
  v.object({ value: v.pipe(v.string(), ...(items as [v.PipeItem<string, string, v.BaseIssue<unknown>>])) });

// Each rule, one value it rejects, one it accepts, and the params its message carries.
const cases = [
  { key: 'required', schema: field(rules.required()), bad: '   ', good: 'x', params: {} },
  { key: 'alphabetic', schema: field(rules.alphabetic()), bad: 'abc1', good: 'Genève', params: {} },
  { key: 'alphanumeric', schema: field(rules.alphanumeric()), bad: 'abc-1', good: 'Zürich8000', params: {} },
  { key: 'between', schema: field(rules.between(3, 7)), bad: '8', good: '7', params: { min: 3, max: 7 } },
  { key: 'decimal', schema: field(rules.decimal()), bad: '1.2.3', good: '12,50', params: {} },
  { key: 'email', schema: field(rules.email()), bad: 'anna@', good: 'anna@example.ch', params: {} },
  { key: 'integer', schema: field(rules.integer()), bad: '1.5', good: '-15', params: {} },
  { key: 'ipAddress', schema: field(rules.ipAddress()), bad: '256.1.1.1', good: '2001:db8::1', params: {} },
  { key: 'macAddress', schema: field(rules.macAddress()), bad: '00:1A:2B:3C:4D', good: '00-1a-2b-3c-4d-5e', params: {} },
  { key: 'maxLength', schema: field(rules.maxLength(5)), bad: 'sechss', good: 'fünf5', params: { max: 5 } },
  { key: 'minLength', schema: field(rules.minLength(8)), bad: 'kurz', good: 'lang genug', params: { min: 8 } },
  { key: 'minValue', schema: field(rules.minValue(1)), bad: '0', good: '1', params: { min: 1 } },
  { key: 'numeric', schema: field(rules.numeric()), bad: '12a', good: '0042', params: {} },
  { key: 'url', schema: field(rules.url()), bad: 'javascript:alert(1)', good: 'https://gipfel.ch/a', params: {} },
  { key: 'captcha', schema: field(rules.captcha('K7PX')), bad: 'K7PY', good: ' k7px ', params: {} },
] as const;

function expectedText(language: (typeof languages)[number], key: string, params: Record<string, string | number>) {
  const template = (formsTexts[language].validation as Record<string, string>)[key];
  if (!template) throw new Error(`no text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

describe('rules', () => {
  for (const c of cases) {
    it(`${c.key}: rejects ${JSON.stringify(c.bad)}, accepts ${JSON.stringify(c.good)}`, () => {
      expect(firstError(c.schema, { value: c.bad })).toEqual(
        Object.keys(c.params).length ? { key: `validation.${c.key}`, params: c.params } : { key: `validation.${c.key}` },
      );
      expect(validateForm(c.schema, { value: c.good }).success).toBe(true);
    });

    for (const language of languages) {
      it(`${c.key}: message in ${language} with params interpolated`, () => {
        const i18n = createI18n({ language, namespaces: { forms: formsTexts } });
        const error = firstError(c.schema, { value: c.bad });
        const text = i18n.t(`forms:${error.key}`, { ...error.params });
        expect(text).toBe(expectedText(language, c.key, c.params));
        expect(text).not.toMatch(/\{\{|validation\./);
        for (const value of Object.values(c.params)) expect(text).toContain(String(value));
      });
    }
  }

  it('lets empty values pass every rule but required', () => {
    const schema = field(rules.email(), rules.minLength(3), rules.numeric(), rules.between(1, 2), rules.url());
    expect(validateForm(schema, { value: '' }).success).toBe(true);
  });

  it('accepts numbers for between and minValue', () => {
    const schema = v.object({ qty: v.pipe(v.number(), rules.minValue<number>(1), rules.between<number>(1, 10)) });
    expect(validateForm(schema, { qty: 10 }).success).toBe(true);
    expect(firstError(schema, { qty: 0 })).toEqual({ key: 'validation.minValue', params: { min: 1 } });
  });

  describe('files', () => {
    const schema = v.object({
      photo: v.pipe(v.instance(File), rules.fileType(['image/*', '.pdf']), rules.fileSize(2)),
    });

    it('accepts allowed types within the size limit and no file at all', () => {
      expect(validateForm(schema, { photo: file('defect.jpg', 'image/jpeg', 1000) }).success).toBe(true);
      expect(validateForm(schema, { photo: file('receipt.PDF', 'application/pdf', 1000) }).success).toBe(true);
      expect(validateForm(schema, { photo: file('', 'application/octet-stream', 0) }).success).toBe(true);
    });

    it('rejects other types and files that are too large, in every language', () => {
      const typeError = firstError(schema, { photo: file('virus.exe', 'application/x-msdownload', 10) });
      expect(typeError).toEqual({ key: 'validation.fileType', params: { types: 'image/*, .pdf' } });
      const sizeError = firstError(schema, { photo: file('huge.png', 'image/png', 2 * 1024 * 1024 + 1) });
      expect(sizeError).toEqual({ key: 'validation.fileSize', params: { maxMB: 2 } });
      for (const language of languages) {
        const i18n = createI18n({ language, namespaces: { forms: formsTexts } });
        expect(i18n.t(`forms:${typeError.key}`, { ...typeError.params })).toBe(expectedText(language, 'fileType', typeError.params ?? {}));
        expect(i18n.t(`forms:${sizeError.key}`, { ...sizeError.params })).toBe(expectedText(language, 'fileSize', { maxMB: 2 }));
      }
    });
  });

  describe('comparing two fields', () => {
    const emailSchema = v.pipe(
      v.object({ email: v.string(), emailConfirmation: v.string() }),
      rules.sameAs('emailConfirmation', 'email', 'E-Mail'),
    );
    const passwordSchema = v.pipe(
      v.object({ newPassword: v.string(), newPasswordConfirm: v.string() }),
      rules.passwordsMatch('newPasswordConfirm', 'newPassword'),
    );

    it('sameAs reports at the repeated field with the other field’s name', () => {
      expect(validateForm(emailSchema, { email: 'a@b.ch', emailConfirmation: 'a@b.ch' }).success).toBe(true);
      const result = validateForm(emailSchema, { email: 'a@b.ch', emailConfirmation: 'x@b.ch' });
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.errors).toEqual({ emailConfirmation: { key: 'validation.sameAs', params: { otherName: 'E-Mail' } } });
      for (const language of languages) {
        const i18n = createI18n({ language, namespaces: { forms: formsTexts } });
        expect(i18n.t('forms:validation.sameAs', { otherName: 'E-Mail' })).toBe(expectedText(language, 'sameAs', { otherName: 'E-Mail' }));
      }
    });

    it('passwordsMatch compares the new password with its repeat', () => {
      expect(validateForm(passwordSchema, { newPassword: 'geheim123', newPasswordConfirm: 'geheim123' }).success).toBe(true);
      const error = firstError(passwordSchema, { newPassword: 'geheim123', newPasswordConfirm: 'geheim124' });
      expect(error).toEqual({ key: 'validation.passwordRepeat' });
      expect(createI18n({ language: 'en', namespaces: { forms: formsTexts } }).t(`forms:${error.key}`)).toBe(
        'The new password and its repeat do not match.',
      );
      expect(createI18n({ language: 'de', namespaces: { forms: formsTexts } }).t(`forms:${error.key}`)).toBe(
        'Das neue Passwort und die Wiederholung stimmen nicht überein.',
      );
    });
  });
});

describe('violation texts', () => {
  const keys = ['blank', 'tooLow', 'strictCheckFailed', 'tooShort', 'wrongPassword', 'vatIdFormat', 'postalCodeFormat', 'emailNotUnique'];
  it.each(languages)('has every violation key in %s', (language) => {
    const i18n = createI18n({ language, namespaces: { forms: formsTexts } });
    for (const key of keys) {
      const text = i18n.t(`forms:violation.${key}`);
      expect(text).not.toBe(`violation.${key}`);
      expect(text.length).toBeGreaterThan(3);
    }
  });

  it('shows too low as "should not be empty"', () => {
    expect(createI18n({ language: 'en', namespaces: { forms: formsTexts } }).t('forms:violation.tooLow')).toBe('This field should not be empty.');
  });
});

describe('isEmailAddress', () => {
  it('accepts addresses, trimmed, and rejects the rest', () => {
    expect(['anna@example.ch', ' anna.muster+shop@example.co.uk ', 'a_b@sub.example.ch'].every(isEmailAddress)).toBe(true);
    expect(['', 'anna', 'anna@', 'anna@example', 'a b@example.ch', '@example.ch', 'anna@@example.ch'].some(isEmailAddress)).toBe(false);
  });
});
