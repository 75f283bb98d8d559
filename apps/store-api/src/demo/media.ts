import { demoCmsMedia } from './cms';
import { parseCmsImagePath, parseProductImagePath, renderProductImage } from './images';
import { demoProducts, productByNumber } from './products';
import type { DemoCmsMedia, DemoMedia } from './types';

/** Resolves the demo artwork URLs the store-api serves (`/media/product/...`, `/media/cms/...`). */

const CMS_BY_KEY = new Map<string, DemoCmsMedia>(demoCmsMedia.map((media) => [media.key, media]));

/** The SVG document for a demo media URL, or null when the URL is not one of ours. */
export function renderDemoMedia(path: string): string | null {
  const product = parseProductImagePath(path);
  if (product) {
    const found = productByNumber(product.productNumber);
    if (!found || !found.media.some((media) => media.thumbnails.some((thumb) => thumb.url.endsWith(`${product.productNumber}-${product.index}-${product.width}.svg`)))) return null;
    return renderProductImage({ label: found.label, family: found.family, index: product.index, width: product.width, caption: found.productNumber });
  }
  const cms = parseCmsImagePath(path);
  if (cms) {
    const media = CMS_BY_KEY.get(cms.key);
    const thumb = media?.thumbnails.find((candidate) => candidate.width === cms.width);
    if (!media || !thumb) return null;
    return renderProductImage({ label: media.alt.de, family: media.theme, index: 0, width: thumb.width, height: thumb.height });
  }
  return null;
}

/** Every media row of the demo shop: product images (variants included) and CMS/category artwork. */
export const demoMedia: DemoMedia[] = [
  ...demoProducts.flatMap((product) => product.media.map(({ productMediaId: _id, position: _position, ...media }) => media)),
  ...demoCmsMedia,
];
