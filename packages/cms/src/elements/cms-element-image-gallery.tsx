import type { CmsElementProps } from '../registry';
import { getImageSrcSet } from './cms-element-image';
import { CmsLink } from './cms-link';
import * as styles from './media-elements.css';
import { altOf, getSliderItems } from './slider-items';

/** The CMS `image-gallery`: every image in a responsive grid, each linked where the CMS says so. */
export function CmsElementImageGallery({ slot }: CmsElementProps) {
  const items = getSliderItems(slot);
  if (!items.length) return null;
  return (
    <ul className={styles.gallery}>
      {items.map((item, index) => (
        <li key={`${item.media.id}-${index}`}>
          <CmsLink href={item.url} newTab={item.newTab} className={styles.mediaLink}>
            <img
              className={styles.galleryImage}
              src={item.media.url}
              srcSet={getImageSrcSet(item.media)}
              sizes="(min-width: 768px) 25vw, 50vw"
              alt={altOf(item.media)}
              width={item.media.metaData?.width ?? undefined}
              height={item.media.metaData?.height ?? undefined}
              loading="lazy"
              decoding="async"
            />
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}
