import type { BlogPost, Schemas } from '@gipfel/api';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import productFixture from '../../../fixtures/shopware-responses/Product.json';

/**
 * Blog posts in the shape of the local Store API's `gipfel_blog_post` (docs/decisions/0017), for
 * stories and tests. Related products are real Shopware product responses.
 */

const product = productFixture as unknown as Schemas['Product'];
const boxProduct = productBoxFixture.data.product as unknown as Schemas['Product'];

/**
 * A generated picture per width as a data URL: stories and tests load nothing from a server, and
 * each width stays recognisable in `srcset` (`#w=400`).
 */
function picture(key: string, width: number): string {
  const height = (width * 9) / 16;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#6b8f71"/><text x="50%" y="50%" font-size="${width / 16}" text-anchor="middle" fill="#fff">${key}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#${key}-${width}`;
}

function cover(key: string, alt: string): Schemas['Media'] {
  const url = (width: number) => picture(key, width);
  return {
    id: `media-${key}`,
    url: url(1600),
    alt,
    title: alt,
    metaData: { width: 1600, height: 900 },
    thumbnails: [400, 800, 1600].map((width) => ({ id: `${key}-${width}`, mediaId: `media-${key}`, width, height: (width * 9) / 16, url: url(width) })),
    translated: { alt, title: alt },
    apiAlias: 'media',
  } as unknown as Schemas['Media'];
}

/** A 32-hex id from a short key (up to 16 characters). */
const hexId = (key: string) => Array.from(key, (char) => char.charCodeAt(0).toString(16)).join('').padEnd(32, '0').slice(0, 32);

export function blogPost(overrides: Partial<BlogPost> & { key?: string } = {}): BlogPost {
  const { key = 'alpkaese-sommer', ...rest } = overrides;
  const title = rest.title ?? 'Ein Sommer auf der Alp: so entsteht unser Alpkäse';
  const teaser = rest.teaser ?? 'Wir haben die Sennerei im Berner Oberland besucht.';
  const content =
    rest.content ??
    '<p>Um fünf Uhr morgens ist die Milch noch warm.</p><h2>Die Schritte bis zum Laib</h2><ul><li>Lab zugeben</li><li>Bruch schneiden</li></ul>'
      + '<p>Mehr dazu <a href="https://www.myswitzerland.com/">über die Alpen</a>.</p>';
  return {
    id: hexId(key),
    createdAt: '2025-01-06T08:00:00.000+00:00',
    updatedAt: null,
    publishedAt: '2026-10-28T07:00:00.000+00:00',
    author: 'Anna Zürcher',
    title,
    teaser,
    content,
    category: { technicalName: 'cheese', name: 'Käse', translated: { name: 'Käse' }, apiAlias: 'gipfel_blog_category' },
    mediaId: `media-${key}`,
    media: cover(key, title),
    relatedProductIds: [product.id, boxProduct.id],
    relatedProducts: [product, boxProduct],
    customFields: null,
    apiAlias: 'gipfel_blog_post',
    ...rest,
    translated: { title, teaser, content, ...rest.translated },
  };
}

/** A body as an old newsletter tool pasted it: a script, an event handler, a `javascript:` link. */
export const hostileContent =
  '<p>Text</p><script>window.__blogXss = 1</script><img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2216%22 height=%2216%22/%3E" alt="" onerror="window.__blogXss = 2">'
  + '<a href="javascript:alert(1)">Klick</a><p onclick="alert(1)">Gipfel</p>';

/** Six posts of a listing page. */
export const blogPosts: BlogPost[] = [
  blogPost({ key: 'alpkaese-sommer', relatedProducts: null }),
  blogPost({ key: 'kuerbis', title: 'Kürbiszeit: fünf Sorten und was man daraus macht', publishedAt: '2026-10-21T07:00:00.000+00:00', author: 'Luca Bernasconi', relatedProducts: null }),
  blogPost({ key: 'fondue-tipp', title: 'Das perfekte Fondue moitié-moitié', publishedAt: '2026-10-14T07:00:00.000+00:00', author: 'Claire Dubois', relatedProducts: null }),
  blogPost({ key: 'unverpackt-k', title: 'Weniger Verpackung in der Küche', publishedAt: '2026-10-07T07:00:00.000+00:00', relatedProducts: null }),
  blogPost({ key: 'schoggi-werkst', title: 'Neu im Sortiment: Schokolade aus Pontresina', publishedAt: '2026-09-30T07:00:00.000+00:00', relatedProducts: null }),
  blogPost({ key: 'zopf-sonntag-gm', title: 'Sonntagszopf wie bei Grossmutter', publishedAt: '2026-09-23T07:00:00.000+00:00', relatedProducts: null }),
];
