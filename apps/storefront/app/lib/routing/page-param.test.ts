import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a whole page number from 1, else page 1', () => {
    expect(pageParam(new URL('http://x/wishlist?p=3'))).toBe(3);
    expect(pageParam(new URL('http://x/account/order'))).toBe(1);
    for (const bad of ['-1', '0', 'abc', '1.5', '10000']) expect(pageParam(new URL(`http://x/account/order?p=${bad}`))).toBe(1);
  });
});
