import type { ProductPage } from '@airshop/domain/catalog/product';
import { videosMainFirst } from '@airshop/domain/catalog/product-videos';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { VideoPlayer } from '../video-player.tsx';
import styles from './product-videos.module.css';
import titledBlock from './titled-block.module.css';

/**
 * The product's videos, the main one first (domain/product-videos.ts). Each goes through the shared player,
 * which plays only with marketing consent and otherwise says why not (spec §2, §8), and names the video.
 */
export function ProductVideos({ videos, t }: { videos: ProductPage['Videos']; t: Translate }) {
  const ordered = videosMainFirst(videos);
  return (
    // Videos do not play on paper.
    <div className={titledBlock.block} data-print="hide">
      <h3 className={titledBlock.title}>{t('info/videos/title')}</h3>
      <ul className={styles.grid} data-count={ordered.length}>
        {ordered.map((video) => (
          <li key={video.VideoUrl} className={styles.item} data-main-video={video.IsMainVideo || undefined}>
            <VideoPlayer video={video} />
          </li>
        ))}
      </ul>
    </div>
  );
}
