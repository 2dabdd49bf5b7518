import { mediaUrlAtSize } from '@airshop/domain/catalog/media';
import type { imageSchema, videoSchema } from '@airshop/domain/catalog/product';
import {
  GALLERY_IMAGE_SIZE,
  GALLERY_IMAGE_SIZES,
  GALLERY_SLIDE_MS,
  GALLERY_THUMBNAIL_SIZE,
  galleryImageSrcSet,
  gallerySlideIndex,
  gallerySlides,
  galleryUsesVerticalThumbnails,
} from '@airshop/domain/catalog/product-gallery';
import { type CSSProperties, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { VideoPlayer } from '../video-player.tsx';
import { GalleryZoom } from './gallery-zoom.tsx';
import styles from './product-gallery.module.css';

type Image = z.infer<typeof imageSchema>;
type Video = z.infer<typeof videoSchema>;

interface ProductGalleryProps {
  images: Image[];
  videos: Video[];
  productName: string;
}

/**
 * The product's pictures (spec §2 Gallery): the first image, then the main video, then the other images
 * (gallerySlides). A slide track moves in GALLERY_SLIDE_MS (instantly with reduced motion, see global.css);
 * previous/next buttons and thumbnails choose the slide, and the thumbnails become a vertical scroller beside the
 * slide when there are more than four. An image opens the full-screen zoom.
 */
export function ProductGallery({ images, videos, productName }: ProductGalleryProps) {
  const t = useTranslations('productPage');
  const slides = gallerySlides(images, videos);
  const [current, setCurrent] = useState(0);
  const [zoomImage, setZoomImage] = useState<number | null>(null);
  const focusAfterZoom = useRef(false);
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const thumbnails = useRef<HTMLOListElement>(null);
  const count = slides.length;
  const vertical = galleryUsesVerticalThumbnails(count);
  // The zoom shows the images only; its index counts images, the gallery's counts slides.
  const imageSlides = slides.flatMap((slide, index) => (slide.kind === 'image' ? [index] : []));

  const go = useCallback((index: number) => setCurrent(index), []);

  useEffect(() => {
    // Keep the chosen thumbnail in view inside its own scroller, without scrolling the page.
    const list = thumbnails.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item) return;
    if (vertical && list.scrollHeight > list.clientHeight) {
      list.scrollTo({ top: item.offsetTop - list.clientHeight / 2 + item.offsetHeight / 2 });
    } else if (list.scrollWidth > list.clientWidth) {
      list.scrollTo({ left: item.offsetLeft - list.clientWidth / 2 + item.offsetWidth / 2 });
    }
  }, [current, vertical]);

  useEffect(() => {
    if (zoomImage !== null || !focusAfterZoom.current) return;
    focusAfterZoom.current = false;
    slideButtons.current[current]?.focus();
  }, [zoomImage, current]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(gallerySlideIndex(current, event.key === 'ArrowRight' ? 1 : -1, count));
    }
  };

  return (
    <section
      className={`${styles.gallery} ${vertical ? styles.vertical : ''}`}
      aria-roledescription={t('gallery/roleDescription')}
      aria-label={t('gallery/label', { name: productName })}
      data-gallery
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons inside do the same. */}
      <div className={styles.stage} onKeyDown={onKeyDown}>
        <div
          className={styles.track}
          style={{ '--slide': current, '--slide-ms': `${GALLERY_SLIDE_MS}ms` } as CSSProperties}
        >
          {slides.map((slide, index) => {
            const active = index === current;
            const key = slide.kind === 'image' ? `i${slide.image.Url}${index}` : `v${slide.video.VideoUrl}`;
            return (
              <div
                key={key}
                className={styles.slide}
                inert={!active}
                aria-hidden={!active || undefined}
                data-slide={slide.kind}
                data-active={active || undefined}
                data-print-slide={index === imageSlides[0] || undefined}
              >
                {slide.kind === 'image' ? (
                  <button
                    type="button"
                    className={styles.zoomButton}
                    ref={(element) => {
                      slideButtons.current[index] = element;
                    }}
                    onClick={() => setZoomImage(imageSlides.indexOf(index))}
                    aria-label={t('gallery/zoom', { alt: slide.image.Alt || productName })}
                  >
                    {/* The first slide is the page's largest paint. React's server renderer preloads every eager
                        image from the head, this one with its srcset, sizes and high priority; every other image
                        of the page is lazy so that it alone is preloaded (issue 13). */}
                    <img
                      src={slide.image.Url}
                      srcSet={galleryImageSrcSet(slide.image.Url) || undefined}
                      sizes={GALLERY_IMAGE_SIZES}
                      alt={slide.image.Alt || productName}
                      width={GALLERY_IMAGE_SIZE.width}
                      height={GALLERY_IMAGE_SIZE.height}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                      decoding="async"
                    />
                    <span className={styles.zoomBadge} aria-hidden="true">
                      <Icon name="zoomIn" size={20} />
                    </span>
                  </button>
                ) : (
                  <VideoPlayer video={slide.video} className={styles.video} />
                )}
              </div>
            );
          })}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(gallerySlideIndex(current, -1, count))}
              aria-label={t('gallery/previous')}
            >
              <Icon name="chevronLeft" size={24} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(gallerySlideIndex(current, 1, count))}
              aria-label={t('gallery/next')}
            >
              <Icon name="chevronRight" size={24} />
            </button>
            <p className={styles.counter} aria-live="polite">
              {t('gallery/position', { current: current + 1, total: count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ol ref={thumbnails} className={styles.thumbnails} aria-label={t('gallery/thumbnails')}>
          {slides.map((slide, index) => {
            const label =
              slide.kind === 'image'
                ? t('gallery/showImage', { number: index + 1, total: count })
                : t('gallery/showVideo', { title: slide.video.Title });
            const thumb = slide.kind === 'image' ? slide.image.ThumbnailUrl : slide.video.ThumbnailUrl;
            return (
              <li key={slide.kind === 'image' ? `t${slide.image.ThumbnailUrl}${index}` : 'video'}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={label}
                  aria-current={index === current || undefined}
                  onClick={() => go(index)}
                >
                  {thumb?.startsWith('/') ? (
                    <img
                      // A video's thumbnail URL is the 981x732 one: a 72-pixel square needs the 100x100.
                      src={mediaUrlAtSize(thumb, 'thumbnail')}
                      alt=""
                      width={GALLERY_THUMBNAIL_SIZE.width}
                      height={GALLERY_THUMBNAIL_SIZE.height}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  {slide.kind === 'video' ? (
                    <span className={styles.play} aria-hidden="true">
                      <Icon name="play" size={22} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <GalleryZoom
        images={slides.flatMap((slide) => (slide.kind === 'image' ? [slide.image] : []))}
        index={zoomImage}
        productName={productName}
        onIndexChange={setZoomImage}
        onClose={(last) => {
          // The gallery shows the image the visitor ended on, and focus returns to it.
          const slide = imageSlides[last];
          if (slide !== undefined) setCurrent(slide);
          focusAfterZoom.current = true;
          setZoomImage(null);
        }}
      />
    </section>
  );
}
