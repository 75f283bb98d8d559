import { Button } from '@gipfel/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { CmsElementProps } from '../registry';
import { getImageSrcSet } from './cms-element-image';
import { CmsLink } from './cms-link';
import { useCmsContext } from '../cms-context';
import * as styles from './media-elements.css';
import { altOf, getSliderItems } from './slider-items';

/**
 * The CMS `image-slider`: one slide at a time with previous/next buttons (a carousel that never
 * moves by itself). Before JavaScript, and for crawlers, the first slide is shown.
 */
export function CmsElementImageSlider({ slot }: CmsElementProps) {
  const { t } = useTranslation('cms');
  const { leadImageSlot } = useCmsContext();
  const items = getSliderItems(slot);
  const [current, setCurrent] = useState(0);
  const id = useId();
  if (!items.length) return null;
  const count = items.length;
  const go = (step: number) => setCurrent((index) => (index + step + count) % count);
  return (
    <section className={styles.slider} aria-roledescription={t('slider.roleDescription')} aria-label={t('slider.label')}>
      <ul className={styles.slideList} id={id} aria-live="polite">
        {items.map((item, index) => (
          <li
            key={`${item.media.id}-${index}`}
            className={styles.slide}
            hidden={index !== current}
            aria-roledescription={t('slider.slide')}
            aria-label={t('slider.position', { index: index + 1, count })}
          >
            <CmsLink href={item.url} newTab={item.newTab} className={styles.mediaLink}>
              <img
                className={styles.slideImage}
                src={item.media.url}
                srcSet={getImageSrcSet(item.media)}
                sizes="100vw"
                alt={altOf(item.media)}
                width={item.media.metaData?.width ?? undefined}
                height={item.media.metaData?.height ?? undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                // The page's lead image (its first slot) is fetched before the others.
                {...(index === 0 && slot === leadImageSlot ? { fetchpriority: 'high' } : {})}
              />
            </CmsLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className={styles.sliderControls}>
          <Button variant="secondary" size="sm" aria-controls={id} onClick={() => go(-1)}>
            {t('slider.previous')}
          </Button>
          <span className={styles.sliderStatus}>{t('slider.position', { index: current + 1, count })}</span>
          <Button variant="secondary" size="sm" aria-controls={id} onClick={() => go(1)}>
            {t('slider.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
