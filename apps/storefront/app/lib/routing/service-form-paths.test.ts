import { describe, expect, it } from 'vitest';
import { serviceFormKindOf } from './service-form-paths';

describe('service form routes', () => {
  it('reads the form from the path in every language', () => {
    expect(serviceFormKindOf('/contact')).toBe('contact');
    expect(serviceFormKindOf('/fr/repair-request')).toBe('repair');
    expect(serviceFormKindOf('/en/return/')).toBe('return');
    expect(serviceFormKindOf('/warranty')).toBe('warranty');
    expect(serviceFormKindOf('/account')).toBeUndefined();
  });
});
