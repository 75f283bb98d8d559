import { Button } from '@gipfel/ui';
import { useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { CmsElementProps } from '../registry';
import * as styles from './media-elements.css';
import { getSlotConfigValue } from './slot-config';

type Provider = 'YouTube' | 'Vimeo';

const videoId = /^[A-Za-z0-9_-]{1,64}$/;

function embedUrl(provider: Provider, id: string): string {
  return provider === 'YouTube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/**
 * A YouTube or Vimeo video that loads nothing from the provider until the shopper asks for it
 * (click to load): no request leaves for a third party before consent.
 */
function CmsVideo({ slot, provider }: CmsElementProps & { provider: Provider }) {
  const { t } = useTranslation('cms');
  const [loaded, setLoaded] = useState(false);
  const id = getSlotConfigValue(slot, 'videoID');
  if (typeof id !== 'string' || !videoId.test(id)) return null;
  return (
    <div className={styles.video}>
      {loaded ? (
        <iframe
          className={styles.videoFrame}
          src={embedUrl(provider, id)}
          title={t('video.title', { provider })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <p>{t('video.consent', { provider })}</p>
          <Button variant="primary" onClick={() => setLoaded(true)}>
            {t('video.load', { provider })}
          </Button>
        </>
      )}
    </div>
  );
}

export function CmsElementYoutubeVideo(props: CmsElementProps) {
  return <CmsVideo {...props} provider="YouTube" />;
}

export function CmsElementVimeoVideo(props: CmsElementProps) {
  return <CmsVideo {...props} provider="Vimeo" />;
}
