import type { videoSchema } from '@airshop/domain/catalog/product';
import { videoSource } from '@airshop/domain/catalog/video-source';
import type { z } from 'zod';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { openConsentSettings, useMarketingConsent } from '../consent/index.ts';
import styles from './video-player.module.css';

export type Video = z.infer<typeof videoSchema>;

/**
 * One catalogue video (spec §2 Gallery: videos play only with marketing consent). Until the browser knows the
 * choice (server HTML, hydration) a quiet placeholder of the same size shows, so the cached HTML is the same for
 * everybody; refused or undecided: the message 'videos not enabled due to cookies' with a way to the settings.
 * Site-relative files play in a <video>; videos on other sites open in a new tab (the CSP allows media only from
 * this site).
 */
export function VideoPlayer({ video, className }: { video: Video; className?: string }) {
  const t = useTranslations('productPage');
  const consent = useMarketingConsent();
  const source = videoSource(video.VideoUrl);
  const poster = video.ThumbnailUrl?.startsWith('/') ? video.ThumbnailUrl : undefined;
  const frame = [styles.frame, className].filter(Boolean).join(' ');

  if (consent === 'pending')
    return <div className={`${frame} ${styles.pending}`} data-video-state="pending" />;

  if (consent !== 'granted') {
    return (
      <div className={`${frame} ${styles.blocked}`} data-video-state="blocked" data-print="hide">
        <Icon name="lock" size={28} className={styles.blockedIcon} />
        <p className={styles.blockedTitle}>{video.Title}</p>
        <p className={styles.blockedText}>{t('gallery/videoBlocked')}</p>
        <Button variant="secondary" size="sm" onClick={openConsentSettings}>
          {t('gallery/videoCookieSettings')}
        </Button>
      </div>
    );
  }

  if (source?.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: catalogue videos come without caption tracks; the title names them.
      <video
        className={`${frame} ${styles.video}`}
        src={source.src}
        poster={poster}
        controls
        preload="metadata"
        playsInline
        aria-label={video.Title}
        data-video-state="playing"
      />
    );
  }

  if (source?.kind === 'external') {
    return (
      <div className={`${frame} ${styles.blocked}`} data-video-state="external">
        <p className={styles.blockedTitle}>{video.Title}</p>
        <a className={styles.external} href={source.href} target="_blank" rel="noopener noreferrer">
          {t('gallery/videoOpenExternal')}
          <VisuallyHidden> {t('summary/newTab')}</VisuallyHidden>
        </a>
      </div>
    );
  }
  return null;
}
