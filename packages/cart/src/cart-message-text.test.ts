import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as cartErrors from './cart-errors';
import { translateCartMessage } from './cart-message-text';

describe('cart-message-text', () => {
  it('is what cart-errors and the package export as translateCartMessage', () => {
    expect(cartErrors.translateCartMessage).toBe(translateCartMessage);
  });

  it('imports nothing at run time, so the shell that shows messages does not carry the Shopware error mapping', () => {
    const source = readFileSync(join(__dirname, 'cart-message-text.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*(import|export)\b.*\bfrom\s/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^\s*import type\b/);
  });

  it('translates a known text key with its parameters and falls back to Shopware’s text or the generic one', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
    expect(translateCartMessage({ id: 'x', type: 'danger', textKey: 'productNotFound', params: { name: 'Tee' }, fallback: '' }, t)).toBe('cart:errors.productNotFound{"name":"Tee"}');
    expect(translateCartMessage({ id: 'x', type: 'info', textKey: null, params: {}, fallback: 'Shopware says' }, t)).toBe('Shopware says');
    expect(translateCartMessage({ id: 'x', type: 'info', textKey: null, params: {}, fallback: '' }, t)).toBe('cart:errors.generic');
  });
});
