import type { imageSchema } from '@airshop/domain/catalog/product';
import { GALLERY_IMAGE_SIZE, gallerySlideIndex } from '@airshop/domain/catalog/product-gallery';
import { type KeyboardEvent, useState } from 'react';
import type { z } from 'zod';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './gallery-zoom.module.css';

type Image = z.infer<typeof imageSchema>;
type ZoomMode = 'fit' | 'width';

interface GalleryZoomProps {
  images: Image[];
  /** The image shown, or null while closed. */
  index: number | null;
  productName: string;
  onIndexChange(index: number): void;
  /** Closed (close button, Escape, backdrop) on image `last`. */
  onClose(last: number): void;
}

/**
 * The full-screen zoom of the gallery's images (spec §2 Gallery): fit to screen or full width, arrow keys and
 * buttons move between images. The native modal dialog traps focus, closes on Escape and returns focus.
 */
export function GalleryZoom({ images, index, productName, onIndexChange, onClose }: GalleryZoomProps) {
  const t = useTranslations('productPage');
  const [mode, setMode] = useState<ZoomMode>('fit');
  const open = index !== null;
  const current = index ?? 0;
  const image = images[current];
  const count = images.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    onIndexChange(gallerySlideIndex(current, event.key === 'ArrowRight' ? 1 : -1, count));
  };

  return (
    <Dialog
      open={open}
      fullScreen
      onClose={() => onClose(current)}
      closeLabel={t('gallery/zoomClose')}
      title={
        <>
          {productName}
          {count > 1 ? (
            <span className={styles.position}>
              {t('gallery/position', { current: current + 1, total: count })}
            </span>
          ) : null}
        </>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut for the buttons below. */}
      <div className={styles.zoom} onKeyDown={onKeyDown}>
        <div className={styles.toolbar}>
          <fieldset className={styles.modes}>
            <legend className={styles.legend}>{t('gallery/zoomMode')}</legend>
            <button
              type="button"
              className={styles.mode}
              aria-pressed={mode === 'fit'}
              onClick={() => setMode('fit')}
            >
              <Icon name="fitScreen" size={18} />
              {t('gallery/fitScreen')}
            </button>
            <button
              type="button"
              className={styles.mode}
              aria-pressed={mode === 'width'}
              onClick={() => setMode('width')}
            >
              <Icon name="fullWidth" size={18} />
              {t('gallery/fullWidth')}
            </button>
          </fieldset>
          {count > 1 ? (
            <div className={styles.steps}>
              <button
                type="button"
                className={styles.step}
                onClick={() => onIndexChange(gallerySlideIndex(current, -1, count))}
                aria-label={t('gallery/previous')}
              >
                <Icon name="chevronLeft" size={22} />
              </button>
              <button
                type="button"
                className={styles.step}
                onClick={() => onIndexChange(gallerySlideIndex(current, 1, count))}
                aria-label={t('gallery/next')}
              >
                <Icon name="chevronRight" size={22} />
              </button>
            </div>
          ) : null}
        </div>
        {image ? (
          <figure
            className={`${styles.figure} ${mode === 'fit' ? styles.fit : styles.width}`}
            data-zoom-mode={mode}
          >
            <img
              src={image.Url}
              alt={image.Alt || productName}
              width={GALLERY_IMAGE_SIZE.width}
              height={GALLERY_IMAGE_SIZE.height}
            />
            {image.Description ? <figcaption>{image.Description}</figcaption> : null}
          </figure>
        ) : null}
      </div>
    </Dialog>
  );
}
