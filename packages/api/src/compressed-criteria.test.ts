// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { criteriaQuery, decodeCriteria, encodeCriteria, MAX_COMPRESSED_CRITERIA_LENGTH } from './compressed-criteria';

const listingCriteria = {
  limit: 24,
  page: 2,
  filter: [{ type: 'equals', field: 'active', value: true }],
  includes: { product: ['id', 'translated', 'calculatedPrice'], media: ['url', 'width', 'height'] },
  associations: { cover: { associations: { media: {} } } },
};

describe('encodeCriteria', () => {
  it('writes base64url without padding of gzipped JSON, as Shopware decodes it (gzdecode)', async () => {
    const encoded = await encodeCriteria(listingCriteria);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    // gzip's magic bytes, not zlib's or raw deflate
    const bytes = Buffer.from(encoded, 'base64url');
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(listingCriteria);
  });

  it('keeps non-ASCII text intact', async () => {
    const criteria = { term: 'Käse fondue crème', filter: [{ type: 'contains', field: 'name', value: 'Grüntee' }] };
    expect(await decodeCriteria(await encodeCriteria(criteria))).toEqual(criteria);
  });

  it('gives the same value for the same criteria (remembered) and another for others', async () => {
    const first = await encodeCriteria(listingCriteria);
    expect(await encodeCriteria({ ...listingCriteria })).toBe(first);
    expect(await encodeCriteria({ ...listingCriteria, limit: 48 })).not.toBe(first);
  });
});

describe('decodeCriteria', () => {
  it('reads what another gzip implementation wrote', async () => {
    const encoded = gzipSync(Buffer.from(JSON.stringify(listingCriteria))).toString('base64url');
    expect(await decodeCriteria(encoded)).toEqual(listingCriteria);
  });

  it.each([
    ['not base64url', 'abc+/=', 'Unable to decode base64 data'],
    ['not gzip', Buffer.from('{"limit":1}').toString('base64url'), 'Unable to decompress gzipped data'],
    ['not JSON', gzipSync(Buffer.from('{"limit": 25, "x": }')).toString('base64url'), 'Invalid JSON data'],
    ['not an object', gzipSync(Buffer.from('"just text"')).toString('base64url'), 'Criteria data must be an object'],
    ['a list', gzipSync(Buffer.from('[1,2]')).toString('base64url'), 'Criteria data must be an object'],
    ['too long', 'a'.repeat(MAX_COMPRESSED_CRITERIA_LENGTH + 1), 'The _criteria parameter is too long'],
  ])('refuses %s', async (_what, value, message) => {
    await expect(decodeCriteria(value)).rejects.toThrow(message);
  });

  it('refuses a decompression bomb', async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ term: 'a'.repeat(MAX_COMPRESSED_CRITERIA_LENGTH * 21) }))).toString('base64url');
    expect(bomb.length).toBeLessThan(MAX_COMPRESSED_CRITERIA_LENGTH);
    await expect(decodeCriteria(bomb)).rejects.toThrow('Unable to decompress gzipped data');
  });
});

describe('criteriaQuery', () => {
  it('compresses the criteria fields and keeps route parameters plain', async () => {
    const query = await criteriaQuery({
      limit: 24,
      p: 3,
      order: 'price-asc',
      search: 'Käse',
      properties: ['a', 'b'],
      'no-aggregations': true,
      'reduce-aggregations': false,
      'total-count-mode': 'exact',
      manufacturer: [],
      'min-price': undefined,
    });
    const { _criteria: compressed, ...plain } = query;
    expect(plain).toEqual({ p: '3', order: 'price-asc', search: 'Käse', properties: 'a|b', 'no-aggregations': '1', 'reduce-aggregations': '0' });
    expect(await decodeCriteria(compressed!)).toEqual({ limit: 24, 'total-count-mode': 'exact' });
  });

  it('sends no _criteria without criteria fields, and nothing for an empty body', async () => {
    expect(await criteriaQuery({ order: 'name-asc' })).toEqual({ order: 'name-asc' });
    expect(await criteriaQuery({})).toEqual({});
    expect(await criteriaQuery(undefined)).toEqual({});
  });

  it('puts a structured route parameter into _criteria, where Shopware copies it back', async () => {
    const query = await criteriaQuery({ limit: 1, extra: { a: 1 } });
    expect(await decodeCriteria(query._criteria!)).toEqual({ limit: 1, extra: { a: 1 } });
  });
});
