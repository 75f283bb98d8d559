import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import { useHydrated } from '@gipfel/ui';
import { getMediaImage, imagePreload, type ImagePreload } from './media';
import * as styles from './product-gallery.css';

const loadLightbox = () => import('./product-lightbox');
const ProductLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.ProductLightbox })));
const preloadLightbox = () => void loadLightbox().catch(() => undefined);

/** Half the page on desktops, full width below. */
const defaultSizes = '(min-width: 1024px) 50vw, 100vw';

export interface ProductGalleryProps {
  product: Pick<Schemas['Product'], 'name' | 'translated' | 'media' | 'cover' | 'coverId'>;
  /** `sizes` of the main image; default: half the page on desktops, full width below. */
  sizes?: string;
  className?: string;
}

function galleryMedia(product: ProductGalleryProps['product']): Schemas['ProductMedia'][] {
  const media = [...(product.media ?? [])].filter((entry) => entry?.media?.url).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (media.length === 0 && product.cover?.media?.url) return [product.cover];
  return media;
}

function coverIndexOf(product: ProductGalleryProps['product'], items: Schemas['ProductMedia'][]): number {
  return Math.max(0, items.findIndex((entry) => entry.id === (product.coverId ?? product.cover?.id)));
}

/** The main image in the size the gallery shows it: at least 800 pixels wide where there is one. */
function mainImage(media: Schemas['Media'] | null | undefined) {
  return getMediaImage(media, { minWidth: 800 });
}

/**
 * The image `ProductGallery` shows first, as a `<link rel="preload" as="image">` wants it (same
 * URL, `srcset` and `sizes`, so the browser loads it once): the product page's largest image is
 * then requested from the document's head instead of when the parser reaches it. Null without one.
 */
export function getProductGalleryPreload(
  product: ProductGalleryProps['product'],
  sizes: string = defaultSizes,
): ImagePreload | null {
  const items = galleryMedia(product);
  return imagePreload(mainImage(items[coverIndexOf(product, items)]?.media), sizes);
}

/** The largest version of a media: the original when its width is known, else the widest thumbnail. */
function largestUrl(media: Schemas['Media'] | null | undefined): string | undefined {
  if (!media?.url) return undefined;
  const widest = [...(media.thumbnails ?? [])].filter((entry) => entry?.url && entry.width > 0).sort((a, b) => b.width - a.width)[0];
  return media.metaData?.width || !widest ? media.url : widest.url;
}

/**
 * The product's images: the main image and a row of thumbnail buttons. Arrow keys (and Home,
 * End) move between thumbnails and show the image; only the chosen thumbnail is a tab stop.
 * The main image opens a lightbox (a modal dialog: arrow keys page through the images, Escape
 * closes it and focus returns to the image); before JavaScript it is a plain link to the image.
 */
export function ProductGallery({ product, sizes = defaultSizes, className }: ProductGalleryProps) {
  const { t } = useTranslation('listing');
  const items = galleryMedia(product);
  const coverIndex = coverIndexOf(product, items);
  const [selected, setSelected] = useState(coverIndex);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const name = translatedText(product, 'name').trim();
  const count = items.length;
  const index = Math.min(selected, Math.max(0, count - 1));
  const current = mainImage(items[index]?.media);
  const altOf = (position: number) =>
    getMediaImage(items[position]?.media)?.alt ?? (count > 1 ? t('gallery.image', { name, index: position + 1, count }) : name);

  const hydrated = useHydrated();
  const [zoomed, setZoomed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  // Closing returns the focus to the image that opened the lightbox.
  const closeLightbox = useCallback((open: boolean) => {
    if (open) return;
    setZoomed(false);
    requestAnimationFrame(() => zoomButton.current?.focus());
  }, []);
  const large = getMediaImage(items[index]?.media, { minWidth: 1600 });
  const fullUrl = largestUrl(items[index]?.media);

  // In the lightbox the arrow keys page through the images wherever the focus is.
  useEffect(() => {
    if (!zoomed || count < 2) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      setSelected((value) => (Math.min(value, count - 1) + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [zoomed, count]);

  function choose(next: number) {
    const wrapped = (next + count) % count;
    setSelected(wrapped);
    buttons.current[wrapped]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-label={t('gallery.label')}>
      <figure className={styles.stage}>
        {current ? (
          (() => {
            const image = (
              <img
                className={styles.main}
                src={current.src}
                srcSet={current.srcSet}
                sizes={current.srcSet ? sizes : undefined}
                width={current.width}
                height={current.height}
                alt={altOf(index)}
                // The main image is usually the largest thing on the page: load it first.
                loading="eager"
                {...{ fetchpriority: 'high' }}
              />
            );
            const label = t('lightbox.open', { index: index + 1, count: Math.max(count, 1) });
            // Before JavaScript (and without it): a plain link to the large image.
            if (!hydrated) {
              return (
                <a className={styles.zoom} href={fullUrl} aria-label={label}>
                  {image}
                </a>
              );
            }
            // The lightbox's code (a modal dialog) loads on the first hover, focus or click.
            return (
              <>
                <button
                  ref={zoomButton}
                  type="button"
                  className={styles.zoom}
                  aria-label={label}
                  aria-haspopup="dialog"
                  aria-expanded={zoomed}
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  onClick={() => setZoomed(true)}
                >
                  {image}
                </button>
                {zoomed ? (
                  <Suspense fallback={null}>
                    <ProductLightbox
                      open
                      onOpenChange={closeLightbox}
                      title={t('lightbox.title', { name })}
                      closeLabel={t('lightbox.close')}
                      image={large ? { ...large, alt: altOf(index) } : undefined}
                      position={{ index, count }}
                      onMove={(step) => setSelected((index + step + count) % count)}
                    />
                  </Suspense>
                ) : null}
              </>
            );
          })()
        ) : (
          <span className={styles.placeholder}>{t('gallery.noImage')}</span>
        )}
      </figure>
      {count > 1 ? (
        <ul className={styles.thumbnails}>
          {items.map((entry, position) => {
            const thumbnail = getMediaImage(entry.media, { minWidth: 100 });
            return (
              <li key={entry.id}>
                <button
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  type="button"
                  className={styles.thumbnailButton}
                  aria-label={t('gallery.show', { index: position + 1, count })}
                  aria-current={position === index ? 'true' : undefined}
                  tabIndex={position === index ? 0 : -1}
                  onClick={() => setSelected(position)}
                  onKeyDown={handleKeyDown}
                >
                  {thumbnail ? (
                    <img className={styles.thumbnailImage} src={thumbnail.src} width={thumbnail.width} height={thumbnail.height} alt="" loading="lazy" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
