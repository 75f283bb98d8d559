import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';

type Media = Pick<Schemas['Media'], 'url' | 'thumbnails' | 'metaData' | 'alt' | 'translated'>;

export interface MediaImage {
  src: string;
  srcSet: string | undefined;
  width: number | undefined;
  height: number | undefined;
  /** The media's own alt text, if it has one. */
  alt: string | undefined;
}

/**
 * What an `<img>` needs from a Shopware media: the smallest thumbnail of at least `minWidth` as
 * `src`, every thumbnail (and the original, when its width is known) in `srcSet`, and the
 * intrinsic size so the browser reserves the space before the image arrives.
 */
export function getMediaImage(media: Media | null | undefined, { minWidth = 400 }: { minWidth?: number } = {}): MediaImage | undefined {
  if (!media?.url) return undefined;
  const thumbnails = (media.thumbnails ?? [])
    .filter((thumbnail) => typeof thumbnail?.url === 'string' && thumbnail.url !== '' && thumbnail.width > 0)
    .sort((a, b) => a.width - b.width);
  const widthOf = media.metaData?.width;
  const heightOf = media.metaData?.height;
  const candidates = thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`);
  const largest = thumbnails[thumbnails.length - 1];
  if (widthOf && (!largest || widthOf > largest.width)) candidates.push(`${media.url} ${widthOf}w`);
  const src = thumbnails.find((thumbnail) => thumbnail.width >= minWidth)?.url ?? largest?.url ?? media.url;
  // Thumbnails are named after their bounding box (400x400), so the original's size gives the aspect ratio.
  const width = widthOf ?? largest?.width;
  const height = heightOf ?? largest?.height;
  const alt = translatedText(media, 'alt').trim();
  return {
    src,
    srcSet: candidates.length > 0 ? candidates.join(', ') : undefined,
    width: width || undefined,
    height: height || undefined,
    alt: alt === '' ? undefined : alt,
  };
}

/** An image as `<link rel="preload" as="image">` asks for it (Remix's `meta` link descriptor). */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

/**
 * The preload of an image an `<img>` shows with these `sizes`: the same URL, `srcset` and `sizes`,
 * so the browser picks the same file and loads it once. Null without an image.
 */
export function imagePreload(image: MediaImage | undefined, sizes: string): ImagePreload | null {
  if (!image) return null;
  return image.srcSet ? { href: image.src, imageSrcSet: image.srcSet, imageSizes: sizes } : { href: image.src };
}
