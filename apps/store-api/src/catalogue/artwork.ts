import { renderProductImage, type ArtworkTheme } from '../demo/images';

/** SVG artwork of the catalogue media, rendered on request from what the seed stored. */

export interface ProductArtwork {
  family: string;
  label: string;
  index: number;
  caption: string | null;
}
export interface CmsArtwork {
  key: string;
  theme: string;
  /** Text printed on the artwork (the German alt text). */
  label: string;
}

const THEMES = new Set<string>([
  'chocolate', 'cheese', 'baking', 'spices', 'pasta', 'coffee', 'tea', 'drinks', 'tools', 'pans', 'knives', 'storage',
  'cleaning', 'digital', 'home',
]);
const theme = (value: string): ArtworkTheme => (THEMES.has(value) ? (value as ArtworkTheme) : 'home');

export function renderProductArtwork(art: ProductArtwork, width: number, height: number): string {
  return renderProductImage({
    label: art.label,
    family: theme(art.family),
    index: art.index,
    width,
    height,
    ...(art.caption ? { caption: art.caption } : {}),
  });
}

export function renderCmsArtwork(art: CmsArtwork, width: number, height: number): string {
  return renderProductImage({ label: art.label, family: theme(art.theme), index: 0, width, height });
}
