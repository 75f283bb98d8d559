import type { DemoMedia, DemoProductMedia, DemoThumbnail, ProductFamily, Translated } from './types';
import { demoId, escapeHtml, mapT } from './util';

/**
 * Deterministic SVG artwork for the demo catalogue: no external files, no randomness.
 * Product images live at `/media/product/{productNumber}-{index}-{width}.svg`, CMS artwork at
 * `/media/cms/{key}-{width}.svg`; the store-api renders both on request.
 */

export type ArtworkTheme = ProductFamily | 'home';

/** Widths of the product renditions; the largest is the media's own URL. */
export const PRODUCT_IMAGE_WIDTHS = [280, 800, 1920] as const;
export const PRODUCT_IMAGES_PER_PRODUCT = 2;

interface Palette {
  background: string;
  light: string;
  shape: string;
  accent: string;
  text: string;
}

export const PALETTES: Record<ArtworkTheme, Palette> = {
  chocolate: { background: '#5b3a29', light: '#f3e6dc', shape: '#3b2418', accent: '#c89f7b', text: '#fff8f0' },
  cheese: { background: '#f2c14e', light: '#fff6d9', shape: '#f7dd8f', accent: '#b8860b', text: '#3d2c00' },
  baking: { background: '#d9b382', light: '#faf1e4', shape: '#fffaf2', accent: '#a0703a', text: '#3a2610' },
  spices: { background: '#b5442a', light: '#fbe4d9', shape: '#e9a23b', accent: '#6e1f0f', text: '#fff5ec' },
  pasta: { background: '#e9c46a', light: '#fdf3d6', shape: '#fff1bf', accent: '#b5651d', text: '#3b2a05' },
  coffee: { background: '#4a2c2a', light: '#efe2d6', shape: '#7b4b2a', accent: '#d8b48a', text: '#fff7ee' },
  tea: { background: '#6a8d4f', light: '#e8f1df', shape: '#f4f8ef', accent: '#3e5a2a', text: '#ffffff' },
  drinks: { background: '#3a86c8', light: '#e1effa', shape: '#bfe1f7', accent: '#1d4f7a', text: '#ffffff' },
  tools: { background: '#6c757d', light: '#eceff1', shape: '#d9dee2', accent: '#343a40', text: '#ffffff' },
  pans: { background: '#2f3437', light: '#e6e8e9', shape: '#121416', accent: '#c0392b', text: '#ffffff' },
  knives: { background: '#8d99ae', light: '#edf0f4', shape: '#edf2f4', accent: '#2b2d42', text: '#1b1c2b' },
  storage: { background: '#7fb7be', light: '#e7f4f5', shape: '#f0fafb', accent: '#35606a', text: '#123036' },
  cleaning: { background: '#52b788', light: '#e3f5ec', shape: '#d8f3dc', accent: '#1b4332', text: '#ffffff' },
  digital: { background: '#7b2cbf', light: '#efe3fa', shape: '#ffffff', accent: '#c77dff', text: '#ffffff' },
  home: { background: '#1d3557', light: '#e9f1f7', shape: '#f1faee', accent: '#e63946', text: '#ffffff' },
};

/** One simple shape per family, drawn in a 400 x 400 box centred on (200, 200). */
function shapeOf(theme: ArtworkTheme, p: Palette): string {
  switch (theme) {
    case 'chocolate':
      return `<rect x="110" y="90" width="180" height="220" rx="10" fill="${p.shape}"/>`
        + [0, 1, 2].map((row) => [0, 1].map((col) => `<rect x="${122 + col * 84}" y="${102 + row * 70}" width="72" height="58" rx="4" fill="${p.accent}" opacity="0.35"/>`).join('')).join('');
    case 'cheese':
      return `<path d="M90 280 L310 280 L310 170 L90 240 Z" fill="${p.shape}" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/>`
        + `<circle cx="160" cy="255" r="12" fill="${p.accent}" opacity="0.5"/><circle cx="250" cy="230" r="16" fill="${p.accent}" opacity="0.5"/><circle cx="285" cy="262" r="8" fill="${p.accent}" opacity="0.5"/>`;
    case 'baking':
      return `<path d="M130 120 L270 120 L290 310 L110 310 Z" fill="${p.shape}" stroke="${p.accent}" stroke-width="5"/>`
        + `<path d="M200 160 L200 270 M200 190 L175 170 M200 190 L225 170 M200 220 L175 200 M200 220 L225 200 M200 250 L175 230 M200 250 L225 230" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    case 'spices':
      return `<circle cx="200" cy="200" r="110" fill="${p.shape}"/>`
        + [[170, 170], [230, 165], [200, 215], [150, 230], [250, 235], [205, 260]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${p.accent}"/>`).join('');
    case 'pasta':
      return [0, 1, 2, 3].map((i) => `<path d="M100 ${140 + i * 40} q25 -20 50 0 t50 0 t50 0 t50 0" fill="none" stroke="${p.shape}" stroke-width="14" stroke-linecap="round"/>`).join('');
    case 'coffee':
      return `<ellipse cx="200" cy="200" rx="85" ry="120" fill="${p.shape}" transform="rotate(25 200 200)"/>`
        + `<path d="M175 95 C225 160 175 240 225 305" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`;
    case 'tea':
      return `<path d="M115 160 L285 160 L270 290 Q200 320 130 290 Z" fill="${p.shape}"/>`
        + `<path d="M285 190 q45 10 25 60 q-10 20 -35 20" fill="none" stroke="${p.shape}" stroke-width="14"/>`
        + `<path d="M170 140 q-10 -25 5 -45 M215 140 q-10 -25 5 -45" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`;
    case 'drinks':
      return `<path d="M180 80 L220 80 L220 130 Q255 150 255 190 L255 320 Q255 330 245 330 L155 330 Q145 330 145 320 L145 190 Q145 150 180 130 Z" fill="${p.shape}"/>`
        + `<rect x="145" y="210" width="110" height="60" fill="${p.accent}" opacity="0.6"/>`;
    case 'tools':
      return `<ellipse cx="200" cy="140" rx="45" ry="70" fill="none" stroke="${p.shape}" stroke-width="10"/>`
        + `<ellipse cx="200" cy="140" rx="18" ry="70" fill="none" stroke="${p.shape}" stroke-width="8"/>`
        + `<rect x="190" y="205" width="20" height="120" rx="8" fill="${p.accent}"/>`;
    case 'pans':
      return `<circle cx="175" cy="210" r="100" fill="${p.shape}"/><circle cx="175" cy="210" r="80" fill="${p.background}" opacity="0.5"/>`
        + `<rect x="265" y="198" width="110" height="24" rx="12" fill="${p.accent}"/>`;
    case 'knives':
      return `<path d="M80 230 L270 170 Q300 165 310 185 L300 230 Z" fill="${p.shape}" stroke="${p.accent}" stroke-width="3"/>`
        + `<rect x="300" y="200" width="90" height="30" rx="10" fill="${p.accent}" transform="rotate(-8 300 215)"/>`;
    case 'storage':
      return `<rect x="140" y="100" width="120" height="30" rx="6" fill="${p.accent}"/>`
        + `<rect x="125" y="130" width="150" height="190" rx="24" fill="${p.shape}" stroke="${p.accent}" stroke-width="5"/>`
        + `<rect x="150" y="190" width="100" height="50" rx="6" fill="${p.background}" opacity="0.5"/>`;
    case 'cleaning':
      return `<path d="M200 80 C240 150 290 200 290 250 A90 90 0 0 1 110 250 C110 200 160 150 200 80 Z" fill="${p.shape}"/>`
        + `<circle cx="165" cy="250" r="16" fill="#ffffff" opacity="0.8"/>`;
    case 'digital':
      return `<path d="M130 80 L240 80 L290 130 L290 320 L130 320 Z" fill="${p.shape}"/><path d="M240 80 L240 130 L290 130" fill="${p.accent}"/>`
        + [0, 1, 2, 3].map((i) => `<rect x="155" y="${170 + i * 32}" width="${i === 3 ? 70 : 110}" height="10" rx="5" fill="${p.accent}"/>`).join('');
    case 'home':
      return `<path d="M60 320 L170 130 L215 200 L255 150 L350 320 Z" fill="${p.shape}"/><path d="M170 130 L195 172 L150 165 Z" fill="#ffffff"/>`
        + `<circle cx="300" cy="105" r="28" fill="${p.accent}"/>`;
  }
}

export interface ProductImageInput {
  /** Short text printed under the shape; escaped for XML. */
  label: string;
  family: ArtworkTheme;
  /** 0 for the cover; other indexes use the alternative (light) layout. */
  index: number;
  width: number;
  /** Defaults to `width` (square). */
  height?: number;
  /** Optional second line, e.g. the product number. */
  caption?: string;
}

/** Renders the artwork as a standalone SVG document (well-formed XML, all text escaped). */
export function renderProductImage(input: ProductImageInput): string {
  const width = Math.max(1, Math.round(input.width));
  const height = Math.max(1, Math.round(input.height ?? input.width));
  const p = PALETTES[input.family];
  const alternative = input.index % 2 === 1;
  const background = alternative ? p.light : p.background;
  const textColour = alternative ? p.accent : p.text;
  // The 400 x 480 artwork is scaled into the requested box, centred, with the background filling it.
  const scale = Math.min(width / 400, height / 480);
  const dx = (width - 400 * scale) / 2;
  const dy = (height - 480 * scale) / 2;
  const label = escapeHtml(input.label.length > 28 ? `${input.label.slice(0, 27)}…` : input.label);
  const caption = input.caption === undefined ? '' : `<text x="200" y="452" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="${textColour}" opacity="0.8">${escapeHtml(input.caption)}</text>`;
  const rotate = alternative ? ' transform="rotate(-12 200 200) translate(0 10)"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<g transform="translate(${round(dx)} ${round(dy)}) scale(${round(scale)})">`,
    alternative ? `<circle cx="200" cy="200" r="160" fill="${p.background}" opacity="0.15"/>` : '',
    `<g${rotate}>${shapeOf(input.family, p)}</g>`,
    `<text x="200" y="412" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="${textColour}">${label}</text>`,
    caption,
    '</g></svg>',
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function productImageUrl(productNumber: string, index: number, width: number): string {
  return `/media/product/${productNumber}-${index}-${width}.svg`;
}

const VIEW_NAMES: Translated[] = [
  { de: 'Produktansicht', en: 'Product view', fr: 'Vue du produit' },
  { de: 'Detailansicht', en: 'Detail view', fr: 'Vue de détail' },
  { de: 'Anwendung', en: 'In use', fr: 'En utilisation' },
];

/** The product's images (cover first) with their renditions. */
export function buildProductMedia(productKey: string, productNumber: string, name: Translated, count = PRODUCT_IMAGES_PER_PRODUCT): DemoProductMedia[] {
  return Array.from({ length: count }, (_, index) => {
    const view = VIEW_NAMES[index % VIEW_NAMES.length] ?? VIEW_NAMES[0]!;
    const thumbnails: DemoThumbnail[] = PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, height: width, url: productImageUrl(productNumber, index, width) }));
    return {
      id: demoId('media', `product:${productKey}:${index}`),
      productMediaId: demoId('product-media', `${productKey}:${index}`),
      position: index + 1,
      fileName: `${productNumber}-${index}`,
      fileExtension: 'svg',
      mimeType: 'image/svg+xml',
      url: productImageUrl(productNumber, index, 1920),
      width: 1920,
      height: 1920,
      alt: mapT(name, (text, locale) => `${text} – ${view[locale]}`),
      title: name,
      thumbnails,
    };
  });
}

/** Parses `/media/product/GF-10001-0-800.svg` or `GF-10001.2-1-280.svg` for variants (leading path optional). */
export function parseProductImagePath(path: string): { productNumber: string; index: number; width: number } | null {
  const match = /(?:^|\/)(GF-\d{5}(?:\.\d+)?)-(\d+)-(\d+)\.svg$/.exec(path);
  if (!match) return null;
  return { productNumber: match[1]!, index: Number(match[2]), width: Number(match[3]) };
}

/** Sizes of CMS artwork by format. */
export const CMS_FORMATS = {
  hero: { width: 1920, height: 640, thumbnails: [[480, 160], [960, 320], [1920, 640]] },
  tile: { width: 800, height: 800, thumbnails: [[280, 280], [800, 800]] },
  banner: { width: 1920, height: 480, thumbnails: [[800, 200], [1920, 480]] },
} as const;
export type CmsFormat = keyof typeof CMS_FORMATS;

export function cmsImageUrl(key: string, width: number): string {
  return `/media/cms/${key}-${width}.svg`;
}

/** Parses `/media/cms/{key}-{width}.svg`. */
export function parseCmsImagePath(path: string): { key: string; width: number } | null {
  const match = /(?:^|\/)media\/cms\/([a-z0-9-]+?)-(\d+)\.svg$/.exec(path);
  if (!match) return null;
  return { key: match[1]!, width: Number(match[2]) };
}

export function buildCmsMediaBase(key: string, format: CmsFormat, alt: Translated): DemoMedia {
  const spec = CMS_FORMATS[format];
  return {
    id: demoId('media', `cms:${key}`),
    fileName: key,
    fileExtension: 'svg',
    mimeType: 'image/svg+xml',
    url: cmsImageUrl(key, spec.width),
    width: spec.width,
    height: spec.height,
    alt,
    title: alt,
    thumbnails: spec.thumbnails.map(([width, height]) => ({ width, height, url: cmsImageUrl(key, width) })),
  };
}
