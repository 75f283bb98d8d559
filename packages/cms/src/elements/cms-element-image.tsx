import type { CSSProperties } from 'react';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { mediaQueries } from '@gipfel/ui';
import { isSafeUrl } from '../rich-text/safe-url';
import * as styles from '../cms.css';
import { mediaLink } from './media-elements.css';
import type { CmsElementProps } from '../registry';
import { CmsLink } from './cms-link';
import { useCmsContext } from '../cms-context';
import { getSlotConfigValue, getSlotData } from './slot-config';

type Media = Pick<Schemas['Media'], 'url' | 'alt' | 'title' | 'thumbnails' | 'metaData'> & {
  translated?: { alt?: string | null; title?: string | null } | null;
};

/** A `srcset` from the media's thumbnails and, when larger, the original. */
export function getImageSrcSet(media: Media): string | undefined {
  const candidates = new Map<number, string>();
  for (const thumbnail of media.thumbnails ?? []) {
    if (thumbnail.url && thumbnail.width > 0) candidates.set(thumbnail.width, thumbnail.url);
  }
  if (candidates.size === 0) return undefined;
  const originalWidth = media.metaData?.width;
  if (originalWidth && !candidates.has(originalWidth) && originalWidth > Math.max(...candidates.keys())) {
    candidates.set(originalWidth, media.url);
  }
  return [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    // Spaces and commas would split a srcset entry; a data URL keeps the comma after its type
    // (only a trailing comma ends a srcset URL, and a data URL needs that one).
    .map(([width, url]) => `${url.startsWith('data:') ? url.replace(/ /g, '%20') : url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${width}w`)
    .join(', ');
}

/**
 * How an image loads: the page's lead image (`findLeadImageSlot`) at once and before the others
 * (React 18 passes the lower-case `fetchpriority` through), every other one when it nears the view.
 */
function imageLoading(lead: boolean) {
  return lead ? ({ loading: 'eager', decoding: 'async', fetchpriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

const cssLength = /^\d+(\.\d+)?(px|rem|em|vh|%)$/;

/** The CMS `image` element: alt text, intrinsic size, responsive sources, optional link. */
export function CmsElementImage({ slot }: CmsElementProps) {
  const { leadImageSlot } = useCmsContext();
  const media = getSlotData(slot, 'media') as Media | null | undefined;
  if (!media?.url) return null;

  const alt = translatedText(media, 'alt');
  const displayMode = getSlotConfigValue(slot, 'displayMode');
  const minHeight = getSlotConfigValue(slot, 'minHeight');
  const fills = displayMode === 'cover' || displayMode === 'contain';
  const style: CSSProperties | undefined = fills
    ? {
        objectFit: displayMode,
        width: '100%',
        height: '100%',
        minHeight: typeof minHeight === 'string' && cssLength.test(minHeight) ? minHeight : undefined,
      }
    : undefined;

  const image = (
    <img
      className={styles.image}
      src={media.url}
      srcSet={getImageSrcSet(media)}
      sizes={`${mediaQueries.lg} 50vw, 100vw`}
      alt={alt}
      width={media.metaData?.width ?? undefined}
      height={media.metaData?.height ?? undefined}
      {...imageLoading(slot === leadImageSlot)}
      style={style}
    />
  );

  const link = getSlotData(slot, 'url');
  if (typeof link !== 'string' || link === '' || !isSafeUrl(link)) return image;
  return (
    <CmsLink href={link} newTab={getSlotData(slot, 'newTab') === true} className={mediaLink} aria-label={alt ? undefined : media.title ?? link}>
      {image}
    </CmsLink>
  );
}
