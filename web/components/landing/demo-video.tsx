import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useConsent } from '../cookie-consent.tsx';
import { useSite } from '../use-site.ts';
import { Button } from '../ui/button.tsx';

/**
 * Spec §2 demo page: the demo video. The poster is ours; the player is a third party's, so
 * nothing of it is requested before the visitor clicks, and not before they accept it.
 */
export function DemoVideo() {
  const { t } = useTranslation();
  const video = useSite()?.links.demoVideo;
  const { choice, choose } = useConsent();
  const [wanted, setWanted] = useState(false);
  const playing = wanted && choice === 'accepted' && video;
  return (
    <figure className="demo-video">
      {playing ? (
        <iframe
          src={`${video}${video.includes('?') ? '&' : '?'}autoplay=1`}
          title={t('landing.demo.videoTitle')}
          width={960}
          height={540}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          <img src="/images/demo-poster.svg" alt={t('landing.demo.poster')} width={960} height={540} fetchPriority="high" />
          {video && !wanted && (
            <Button type="button" className="demo-video__play" onClick={() => setWanted(true)}>
              <span aria-hidden="true">▶</span> {t('landing.demo.play')}
            </Button>
          )}
          {video && wanted && choice !== 'accepted' && (
            <div className="demo-video__consent" role="dialog" aria-label={t('landing.demo.videoTitle')}>
              <p>{t('landing.demo.consent')}</p>
              <Button type="button" onClick={() => void choose('accepted')}>
                {t('landing.demo.acceptAndPlay')}
              </Button>
            </div>
          )}
        </>
      )}
      <figcaption>{t('landing.demo.videoTitle')}</figcaption>
    </figure>
  );
}
