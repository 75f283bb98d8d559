import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { accessKey, storeApi } from './support/customer';

// Rich text is sanitised by the loaders on the server (packages/cms/src/rich-text/server.ts): the
// page's data carries clean HTML, and the page's JavaScript carries no sanitiser.

/** The demo's hostile blog post (a script, an onerror handler, an overlay link to another site). */
async function hostilePostId(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${storeApi}/store-api/blog?limit=100`, { headers: { 'sw-access-key': accessKey } });
  const posts = ((await response.json()) as { elements: { id: string; content: string }[] }).elements;
  const post = posts.find((candidate) => candidate.content.includes('__gipfelBlogXss'));
  expect(post, 'the demo shop has a post with a hostile body').toBeTruthy();
  return post!.id;
}

test('the document of a post with a hostile body carries none of it, in its markup or its loader data', async ({ request }) => {
  const id = await hostilePostId(request);
  const response = await request.get(`/news/blog/${id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The loader data (window.__remixContext) once carried the raw body, sanitised again in the browser.
  expect(html).toContain('Gipfel');
  expect(html).not.toContain('__gipfelBlogXss');
  expect(html).not.toContain('evil.example');
});

/** Text that only a sanitiser's code carries: the regex sanitiser's, DOMPurify's or sanitize-html's. */
const sanitiserMarkers = ['noembed', 'plaintext', 'DOMPurify', 'uponSanitizeElement', 'nonTextTags', 'allowedSchemesAppliedToAttributes'];

for (const [name, path] of [
  ['home (CMS text)', '/'],
  ['product page (description)', '/Gruyere-AOP-reserve-18-Monate/GF-10020'],
  ['blog post (body)', 'post'],
] as const) {
  test(`the ${name} loads no HTML sanitiser`, async ({ page, request }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) scripts.set(response.url(), await response.text().catch(() => ''));
    });
    await page.goto(path === 'post' ? `/news/blog/${await hostilePostId(request)}` : path);
    // The rich text is there, as elements (not text with tags in it).
    await expect(page.locator('main p').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      for (const marker of sanitiserMarkers) expect(body.includes(marker), `${url} carries "${marker}"`).toBe(false);
    }
  });
}
