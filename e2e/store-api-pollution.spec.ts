import { expect, test } from './support/test';

// docs/decisions/0047-request-data-without-prototypes.md, end to end: the storefront's proxy forwards any query string to the local
// Store API. One anonymous GET with `__proto__[page]=0` (a cross-site <img> can send it, no cookie)
// wrote Object.prototype.page there: every later search answered 400, category pages 500, for
// every visitor until the Store API restarted.
test('one hostile GET through the proxy changes nothing for the next visitor', async ({ playwright, request, baseURL }) => {
  const read = async () => {
    const answer = await request.get('/api/store/search?search=tee');
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { elements: { id: string }[] }).elements.map((product) => product.id);
  };
  const before = await read();
  expect(before.length).toBeGreaterThan(0);

  const stranger = await playwright.request.newContext({ baseURL });
  for (const query of ['search=x&__proto__%5Bpage%5D=0', 'search=x&constructor%5Bprototype%5D%5Bterm%5D=qqqq', `search=x&filter${'%5B0%5D'.repeat(200)}=1`]) {
    const hostile = await stranger.get(`/api/store/search?${query}`);
    expect(hostile.status(), query).toBeLessThan(500);
  }
  await stranger.dispose();

  expect(await read()).toEqual(before);
  expect((await request.get('/api/store/navigation/main-navigation/main-navigation')).status()).toBe(200);
  expect((await request.get('/en/Food/Chocolate/')).status()).toBe(200);
  expect((await request.get('/en/search?search=tee')).status()).toBe(200);
});
