import { describe, expect, it } from 'vitest';
import { formsTexts } from './texts';
import { serviceFormFields, serviceFormKinds, serviceFormSchema, splitItemNumbers } from './service-form-schema';
import { validateForm } from './validate-form';

function formData(values: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

const person = { salutation: 'mrs', firstName: 'Heidi', lastName: 'Muster', email: 'heidi@example.ch', subject: 'Frage', comment: 'Hallo', captchaValue: 'AB3CD' };

describe('serviceFormSchema', () => {
  it('accepts a complete contact form and keeps optional fields optional', () => {
    const result = validateForm(serviceFormSchema('contact'), formData({ ...person, phone: '', company: '' }));
    expect(result.success).toBe(true);
  });

  it('reports required fields, the email format and the captcha for an empty form', () => {
    const result = validateForm(serviceFormSchema('contact'), formData({ email: 'heidi(at)example.ch' }));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      salutation: { key: 'validation.required' },
      firstName: { key: 'validation.required' },
      lastName: { key: 'validation.required' },
      email: { key: 'validation.email' },
      subject: { key: 'validation.required' },
      comment: { key: 'validation.required' },
      captchaValue: { key: 'validation.required' },
    });
    expect(result.values.email).toBe('heidi(at)example.ch');
  });

  it('requires the item and the problem for repairs, order and items for returns, invoice and proof for warranty', () => {
    const missing = (kind: (typeof serviceFormKinds)[number]) => {
      const result = validateForm(serviceFormSchema(kind), formData(person));
      return result.success ? [] : Object.keys(result.errors).sort();
    };
    expect(missing('contact')).toEqual([]);
    expect(missing('repair')).toEqual(['itemName', 'problemDescription']);
    expect(missing('return')).toEqual(['itemNumbers', 'orderNumber']);
    expect(missing('warranty')).toEqual(['invoiceNumber', 'itemName', 'problemDescription', 'proofOfPurchase']);
  });

  it('checks numbers, references, phone and postcode', () => {
    const result = validateForm(
      serviceFormSchema('warranty'),
      formData({ ...person, invoiceNumber: 'R 2026', itemName: 'Caquelon', problemDescription: 'Riss', proofOfPurchase: 'on', itemPrice: 'zwanzig', phone: 'abc', postcode: '#' }),
    );
    expect(result.success ? {} : result.errors).toEqual({
      itemPrice: { key: 'validation.decimal' },
      phone: { key: 'validation.invalid' },
      postcode: { key: 'validation.invalid' },
    });
    const quantity = validateForm(serviceFormSchema('return'), formData({ ...person, orderNumber: '10001', itemNumbers: 'GIP-1', quantity: '0' }));
    expect(quantity.success ? {} : quantity.errors).toEqual({ quantity: { key: 'validation.minValue', params: { min: 1 } } });
  });

  it('refuses photos of other types and over 5 MB, and takes an empty file input', () => {
    const base = { ...person, itemName: 'Caquelon', problemDescription: 'Riss' };
    const pdf = validateForm(serviceFormSchema('repair'), formData({ ...base, photo: new File(['%PDF'], 'beleg.pdf', { type: 'application/pdf' }) }));
    expect(pdf.success ? {} : pdf.errors).toEqual({ photo: { key: 'validation.fileType', params: { types: 'JPG, PNG, WebP' } } });
    const big = validateForm(serviceFormSchema('repair'), formData({ ...base, photo: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'riss.jpg', { type: 'image/jpeg' }) }));
    expect(big.success ? {} : big.errors).toEqual({ photo: { key: 'validation.fileSize', params: { maxMB: 5 } } });
    const none = validateForm(serviceFormSchema('repair'), formData({ ...base, photo: new File([], '', { type: 'application/octet-stream' }) }));
    expect(none.success).toBe(true);
  });

  it('has a translated label for every field in de, en and fr', () => {
    for (const language of ['de', 'en', 'fr'] as const) {
      const labels = formsTexts[language].service.fields as Record<string, unknown>;
      for (const kind of serviceFormKinds) {
        for (const field of serviceFormFields(kind)) expect(labels[field], `${language} ${field}`).toEqual(expect.any(String));
      }
    }
  });
});

it('splits item numbers on commas, semicolons and lines', () => {
  expect(splitItemNumbers(' GIP-1, GIP-2;GIP-3\nGIP-4 ,')).toEqual(['GIP-1', 'GIP-2', 'GIP-3', 'GIP-4']);
  expect(splitItemNumbers(undefined)).toEqual([]);
});

it('has the same text keys in de, en and fr', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
      : [prefix.replace(/_(one|many|other)\.$/, '.')];
  const sorted = (language: 'de' | 'en' | 'fr') => [...new Set(keys(formsTexts[language]))].sort();
  expect(sorted('en')).toEqual(sorted('de'));
  expect(sorted('fr')).toEqual(sorted('de'));
});
