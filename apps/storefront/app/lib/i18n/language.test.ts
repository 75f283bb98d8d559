import { describe, expect, it } from 'vitest';
import { isDocumentRequest, isUnknownLanguagePrefix } from './language';

describe('isUnknownLanguagePrefix', () => {
  it('recognises language-shaped first segments that are not ours', () => {
    expect(isUnknownLanguagePrefix('/es/x')).toBe(true);
    expect(isUnknownLanguagePrefix('/de')).toBe(true);
    expect(isUnknownLanguagePrefix('/it-ch/')).toBe(true);
    expect(isUnknownLanguagePrefix('/fr/x')).toBe(false);
    expect(isUnknownLanguagePrefix('/schokolade/')).toBe(false);
  });
});

describe('isDocumentRequest', () => {
  const withDest = (dest?: string) => new Request('http://shop.test/en', dest ? { headers: { 'sec-fetch-dest': dest } } : undefined);
  it('treats navigations and clients without Fetch Metadata as page loads', () => {
    expect(isDocumentRequest(withDest('document'))).toBe(true);
    expect(isDocumentRequest(withDest())).toBe(true);
  });
  it("does not treat Remix's fetch data requests as page loads", () => {
    expect(isDocumentRequest(withDest('empty'))).toBe(false);
  });
});
