/**
 * The image sizes of the spec (product-page.md) and the URL of an image at one of them (ADR 0009). The server
 * resizes to these sizes only, so the image cache stays bounded and nobody can make it resize to anything else.
 */
export const MEDIA_SIZES = {
  /** Gallery zoom. */
  galleryZoom: { width: 981, height: 732 },
  thumbnail: { width: 100, height: 100 },
  featureCarousel: { width: 1000, height: 750 },
  contact: { width: 300, height: 300 },
  relatedItem: { width: 200, height: 200 },
  /** Logos: 160 pixels high, as wide as their proportions make them. */
  logo: { height: 160 },
} as const satisfies Record<string, { width?: number; height: number }>;

export type MediaSizeName = keyof typeof MEDIA_SIZES;
export type MediaSize = { width?: number; height: number };

export const MEDIA_BASE_PATH = '/media/';

/** The size as it appears in the URL: `981x732`, or `x160` when the width follows the proportions. */
export function mediaSizeToken(size: MediaSize): string {
  return `${size.width ?? ''}x${size.height}`;
}

/** Every size token the server accepts. */
export const MEDIA_SIZE_TOKENS = Object.values(MEDIA_SIZES).map(mediaSizeToken) as [string, ...string[]];

/** The size of a URL token, or undefined when it is not one of the spec's sizes. */
export function parseMediaSizeToken(token: string): MediaSize | undefined {
  return (Object.values(MEDIA_SIZES) as MediaSize[]).find((size) => mediaSizeToken(size) === token);
}

/**
 * The URL of a stored image (its storage key, e.g. `catalog/images/unit-rx.png`) at one of the spec's sizes:
 * `/media/981x732/catalog/images/unit-rx.png`.
 */
export function mediaUrl(key: string, size: MediaSizeName): string {
  const path = key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${MEDIA_BASE_PATH}${mediaSizeToken(MEDIA_SIZES[size])}/${path}`;
}

/**
 * The same image at another spec size: a `/media/{size}/{key}` URL with its size swapped. Answers the URL unchanged
 * when it is no media URL (an external thumbnail, say). Lets a page derive a small thumbnail or a `srcset` from the
 * one URL the API gives.
 */
export function mediaUrlAtSize(url: string, size: MediaSizeName): string {
  const key = mediaKeyPart(url);
  return key === undefined ? url : `${MEDIA_BASE_PATH}${mediaSizeToken(MEDIA_SIZES[size])}${key}`;
}

/** `/catalog/images/x.png` of `/media/981x732/catalog/images/x.png`; undefined for any other URL. */
function mediaKeyPart(url: string): string | undefined {
  // Any size token will do: the URL came from the server, which answers only the spec's sizes.
  return /^\/media\/\d*x\d+(\/.+)$/.exec(url)?.[1];
}

/** The spec sizes of a fixed width, the ones a `srcset` can name. */
export type MediaWidthName = Exclude<MediaSizeName, 'logo'>;

/**
 * A `srcset` of a media URL at the given spec sizes, by width (`/media/100x100/k 100w, /media/200x200/k 200w`), so
 * the browser picks the smallest that fills the slot at the screen's density. Give only sizes of the slot's
 * proportions: `contain` pads any other proportion, and the picture would shrink inside the slot. Empty for a URL
 * that is no media URL.
 */
export function mediaSrcSet(url: string, sizes: readonly MediaWidthName[]): string {
  if (mediaKeyPart(url) === undefined) return '';
  return sizes.map((name) => `${mediaUrlAtSize(url, name)} ${MEDIA_SIZES[name].width}w`).join(', ');
}
