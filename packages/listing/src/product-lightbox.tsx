import { useTranslation } from '@gipfel/i18n';
import { Button, Dialog } from '@gipfel/ui';
import * as styles from './product-gallery.css';

export interface ProductLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  image?: { src: string; srcSet?: string; width?: number; height?: number; alt: string };
  position: { index: number; count: number };
  /** Previous (-1) or next (+1) image. */
  onMove: (step: -1 | 1) => void;
}

/** The gallery's lightbox: a modal dialog with the large image and previous/next buttons. */
export function ProductLightbox({ open, onOpenChange, title, closeLabel, image, position, onMove }: ProductLightboxProps) {
  const { t } = useTranslation('listing');
  const { index, count } = position;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={title} closeLabel={closeLabel} className={styles.lightbox}>
      <div className={styles.lightboxBody}>
        {image ? (
          <img
            className={styles.lightboxImage}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '(min-width: 1024px) 80vw, 100vw' : undefined}
            width={image.width}
            height={image.height}
            alt={image.alt}
          />
        ) : null}
        {count > 1 ? (
          <div className={styles.lightboxNav}>
            <Button type="button" variant="secondary" onClick={() => onMove(-1)}>
              {t('lightbox.previous')}
            </Button>
            <p className={styles.lightboxPosition} aria-live="polite">
              {t('lightbox.position', { index: index + 1, count })}
            </p>
            <Button type="button" variant="secondary" onClick={() => onMove(1)}>
              {t('lightbox.next')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
