import { MEDIA_SIZES, type MediaWidthName, mediaSrcSet } from './media.ts';

/*
 * The product gallery (product-page.md §2 "Gallery", §9): the order of its slides and its constants. The image
 * sizes are the media sizes of media.ts (the server resizes to those only); the rest is here, one place for the
 * page and its tests.
 */

/** Slides and zoom: 981x732. */
export const GALLERY_IMAGE_SIZE = MEDIA_SIZES.galleryZoom;
/** Thumbnails: 100x100. */
export const GALLERY_THUMBNAIL_SIZE = MEDIA_SIZES.thumbnail;
/**
 * The `srcset` sizes of a slide: the spec's 4:3 sizes (981x732, 1000x750). The square ones would be padded inside
 * the 4:3 slot and show the product smaller, and the spec allows no other sizes (ADR 0009), so a phone gets
 * 981x732 too; what it saves is the format (WebP by Accept) and a preload of the first slide.
 */
export const GALLERY_IMAGE_SRCSET: readonly MediaWidthName[] = ['galleryZoom', 'featureCarousel'];
/**
 * How wide a slide is shown (product-summary.module.css): the page width less its gutters on phones, 7/12 of
 * the 1240-pixel page beside the buy box from 56rem on.
 */
export const GALLERY_IMAGE_SIZES = '(min-width: 56rem) min(58vw, 44rem), calc(100vw - 2rem)';
/** The `srcset` of a slide's image from its URL (981x732). */
export function galleryImageSrcSet(url: string): string {
  return mediaSrcSet(url, GALLERY_IMAGE_SRCSET);
}

/** Above this many thumbnails they are shown in a vertical scroller beside the slide (desktop). */
export const GALLERY_VERTICAL_THUMBNAILS_ABOVE = 4;
/** The slide animation between two slides. */
export const GALLERY_SLIDE_MS = 300;
/** How many images come before the main video ("images first, then the main video, then the rest"). */
export const GALLERY_IMAGES_BEFORE_VIDEO = 1;

export type GallerySlide<I, V> = { kind: 'image'; image: I } | { kind: 'video'; video: V };

/**
 * The gallery's slides: the first image (the product's main picture, which also is its share and search image),
 * then the main video, then the remaining images. Without images the main video comes alone; without a main
 * video only the images. Other videos belong to the information section, not the gallery.
 */
export function gallerySlides<I, V extends { IsMainVideo: boolean }>(
  images: readonly I[],
  videos: readonly V[],
): GallerySlide<I, V>[] {
  const mainVideo = videos.find((video) => video.IsMainVideo);
  const toSlide = (image: I): GallerySlide<I, V> => ({ kind: 'image', image });
  const first = images.slice(0, GALLERY_IMAGES_BEFORE_VIDEO).map(toSlide);
  const rest = images.slice(GALLERY_IMAGES_BEFORE_VIDEO).map(toSlide);
  return mainVideo ? [...first, { kind: 'video', video: mainVideo }, ...rest] : [...first, ...rest];
}

/** The slide after moving by `step` (±1), wrapping around at both ends. */
export function gallerySlideIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** Whether the thumbnails need the vertical scroller. */
export function galleryUsesVerticalThumbnails(count: number): boolean {
  return count > GALLERY_VERTICAL_THUMBNAILS_ABOVE;
}
