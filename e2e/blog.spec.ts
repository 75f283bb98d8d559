import { expect, test, type APIRequestContext, type Page } from './support/test';
import { accessKey, storeApi } from './support/customer';

// News and blog (docs/decisions/0017-blog-store-api-and-routes.md): the news listing and blog posts of the in-memory demo shop, in de, en, fr.

const languages = {
  de: { prefix: '', id: '1a000000000000000000000000000001', locale: 'de-CH', news: 'News', posts: 'Beiträge', by: 'Von', related: 'Passende Produkte', notFound: 'Diese Seite haben wir leider nicht gefunden.', home: 'Startseite', breadcrumb: 'Brotkrümelnavigation' },
  en: { prefix: '/en', id: '1a000000000000000000000000000002', locale: 'en-GB', news: 'News', posts: 'Posts', by: 'By', related: 'Related products', notFound: 'Sorry, we could not find this page.', home: 'Home', breadcrumb: 'Breadcrumb' },
  fr: { prefix: '/fr', id: '1a000000000000000000000000000003', locale: 'fr-CH', news: 'Actualités', posts: 'Articles', by: 'Par', related: 'Produits associés', notFound: 'Désolés, nous n’avons pas trouvé cette page.', home: 'Accueil', breadcrumb: 'Fil d’Ariane' },
} as const;
type Language = keyof typeof languages;
const all = Object.keys(languages) as Language[];
const PAGE_SIZE = 6;

interface ApiPost {
  id: string;
  title: string;
  author: string;
  publishedAt: string;
  content: string;
  relatedProducts: { translated: { name: string } }[] | null;
}

/** The published posts, newest first, straight from the Store API (what the pages must show). */
async function publishedPosts(request: APIRequestContext, language: Language): Promise<ApiPost[]> {
  const response = await request.get(`${storeApi}/store-api/blog?limit=100`, { headers: { 'sw-access-key': accessKey, 'sw-language-id': languages[language].id } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { elements: ApiPost[] }).elements;
}

async function postDetail(request: APIRequestContext, language: Language, id: string): Promise<ApiPost> {
  const response = await request.get(`${storeApi}/store-api/blog/${id}`, { headers: { 'sw-access-key': accessKey, 'sw-language-id': languages[language].id } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPost;
}

function cardTitles(page: Page, language: Language) {
  return page.getByRole('list', { name: languages[language].posts }).getByRole('heading', { level: 2 }).allTextContents();
}

function formatDate(iso: string, language: Language) {
  return new Intl.DateTimeFormat(languages[language].locale, { dateStyle: 'long', timeZone: 'Europe/Zurich' }).format(new Date(iso));
}

/** The listing: newest first, six a page, page links; the footer links to it. */
async function checkListing(page: Page, request: APIRequestContext, language: Language) {
  const { prefix, news } = languages[language];
  const posts = await publishedPosts(request, language);
  expect(posts.length).toBeGreaterThan(PAGE_SIZE);
  const dates = posts.map((post) => post.publishedAt);
  expect([...dates].sort().reverse()).toEqual(dates);

  const response = await page.goto(`${prefix}/news`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news);
  expect(await cardTitles(page, language)).toEqual(posts.slice(0, PAGE_SIZE).map((post) => post.title));
  const times = await page.getByRole('list', { name: languages[language].posts }).locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
  expect(times).toEqual(posts.slice(0, PAGE_SIZE).map((post) => post.publishedAt));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: news, exact: true })).toHaveAttribute('href', `${prefix}/news`);

  await page.locator(`a[href="${prefix}/news?p=2"]`).filter({ hasText: /^2$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/news\\?p=2$`));
  await expect.poll(() => cardTitles(page, language)).toEqual(posts.slice(PAGE_SIZE, PAGE_SIZE * 2).map((post) => post.title));
}

/** A post: title, date, author, cover, body without scripts, related products that lead to product pages. */
async function checkPost(page: Page, request: APIRequestContext, language: Language, javaScript: boolean) {
  const { prefix, by, related, news, home, breadcrumb } = languages[language];
  const posts = await publishedPosts(request, language);
  // The post whose stored body carries a <script> and an onerror handler.
  const listed = posts.find((post) => /<script/i.test(post.content) && /onerror=/i.test(post.content));
  expect(listed, 'the demo shop has a post with a hostile body').toBeTruthy();
  const post = await postDetail(request, language, listed!.id);

  // Reached from the listing, as a shopper would.
  await page.goto(`${prefix}/news?p=2`);
  const onPage2 = (await cardTitles(page, language)).includes(post.title);
  if (!onPage2) await page.goto(`${prefix}/news`);
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/news/blog/${post.id}$`));

  const article = page.getByRole('article', { name: post.title });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Gipfel$`));
  await expect(article.locator('time')).toHaveAttribute('datetime', post.publishedAt);
  await expect(article.locator('time')).toHaveText(formatDate(post.publishedAt, language));
  await expect(article.getByText(`${by} ${post.author}`)).toBeVisible();
  const cover = article.getByRole('img', { name: post.title });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('width', '1600');
  await expect(cover).toHaveAttribute('height', '900');
  await expect(cover).toHaveAttribute('srcset', /400w.*800w.*1600w/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const trail = page.getByRole('navigation', { name: breadcrumb });
  await expect(trail.getByRole('link', { name: home })).toHaveAttribute('href', `${prefix}/`);
  await expect(trail.getByRole('link', { name: news })).toHaveAttribute('href', `${prefix}/news`);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(post.title);

  // The body: its text, list and link are there; its script and handlers are not.
  await expect(article.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(article.getByRole('listitem').first()).toBeVisible();
  await expect(article.getByText('Gipfel', { exact: true })).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror], [onclick]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
  // The overlay (a link to another site, fixed over the whole page): text in its place.
  const overlay = article.getByText('Session expired', { exact: true });
  await expect(overlay).toHaveAttribute('data-link-blocked', '');
  await expect(article.locator('a[href*="evil.example"], [style*="position"], [style*="z-index"]')).toHaveCount(0);
  expect(await overlay.evaluate((node) => getComputedStyle(node).position)).toBe('static');
  if (javaScript) {
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __gipfelBlogXss?: unknown }).__gipfelBlogXss)).toBeUndefined();
  }

  // Structured data, outside the article.
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  const jsonLd = JSON.parse(blocks.find((text) => text.includes('BlogPosting')) ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.publishedAt, author: { name: post.author } });

  // Related products lead to their product pages.
  const names = (post.relatedProducts ?? []).map((product) => product.translated.name);
  expect(names.length).toBeGreaterThan(0);
  const slider = page.getByRole('region', { name: related });
  for (const name of names) await expect(slider.getByRole('heading', { name })).toBeVisible();
  await slider.getByRole('heading', { name: names[0] }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
  expect(new URL(page.url()).pathname.startsWith(`${prefix}/`)).toBe(true);
  expect(new URL(page.url()).pathname).not.toContain('/news/');
}

test.describe('news and blog with JavaScript', () => {
  for (const language of all) {
    test(`news listing: newest first, paginated (${language})`, async ({ page, request }) => {
      await checkListing(page, request, language);
    });

    test(`blog post: content, sanitised body, related products (${language})`, async ({ page, request }) => {
      await checkPost(page, request, language, true);
    });
  }

  test('unknown, scheduled and malformed post ids answer the 404 page (de, en, fr)', async ({ page, request }) => {
    const scheduledTitles = ['Raclette-Abend für zehn Personen', 'Raclette evening for ten people', 'Soirée raclette pour dix personnes'];
    for (const language of all) {
      const { prefix, notFound } = languages[language];
      for (const id of ['0123456789abcdef0123456789abcdef', 'not-a-post', '..%2F..%2Fcontext', 'ZZZZ456789abcdef0123456789abcdef']) {
        const response = await page.goto(`${prefix}/news/blog/${id}`);
        expect(response?.status(), `${language} ${id}`).toBe(404);
        await expect(page.getByText(notFound)).toBeVisible();
      }
      // Scheduled posts are neither listed nor reachable.
      const titles = (await publishedPosts(request, language)).map((post) => post.title);
      for (const title of scheduledTitles) expect(titles).not.toContain(title);
    }
    // Past the last page.
    const response = await page.goto('/news?p=99');
    expect(response?.status()).toBe(404);
  });
});

test.describe('news and blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of all) {
    test(`listing, pagination and a post work without JavaScript (${language})`, async ({ page, request }) => {
      await checkListing(page, request, language);
      await checkPost(page, request, language, false);
    });
  }
});
