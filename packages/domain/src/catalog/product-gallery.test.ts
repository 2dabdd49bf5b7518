import { describe, expect, it } from 'vitest';
import {
  GALLERY_IMAGE_SIZE,
  GALLERY_SLIDE_MS,
  GALLERY_THUMBNAIL_SIZE,
  galleryImageSrcSet,
  gallerySlideIndex,
  gallerySlides,
  galleryUsesVerticalThumbnails,
} from './product-gallery.ts';

const video = (title: string, main: boolean) => ({ Title: title, IsMainVideo: main });

describe('gallerySlides', () => {
  it('puts the first image, then the main video, then the remaining images', () => {
    const slides = gallerySlides(['a', 'b', 'c'], [video('other', false), video('main', true)]);
    expect(slides.map((s) => (s.kind === 'image' ? s.image : s.video.Title))).toEqual([
      'a',
      'main',
      'b',
      'c',
    ]);
  });

  it('leaves videos that are not the main one out', () => {
    expect(gallerySlides(['a', 'b'], [video('other', false)])).toEqual([
      { kind: 'image', image: 'a' },
      { kind: 'image', image: 'b' },
    ]);
  });

  it('shows the main video alone when there are no images, and takes the first main video', () => {
    expect(gallerySlides([], [video('one', true), video('two', true)])).toEqual([
      { kind: 'video', video: video('one', true) },
    ]);
    expect(gallerySlides(['a'], [video('main', true)]).map((s) => s.kind)).toEqual(['image', 'video']);
    expect(gallerySlides([], [])).toEqual([]);
  });
});

describe('gallerySlideIndex', () => {
  it('moves forward and back and wraps around', () => {
    expect(gallerySlideIndex(0, 1, 3)).toBe(1);
    expect(gallerySlideIndex(2, 1, 3)).toBe(0);
    expect(gallerySlideIndex(0, -1, 3)).toBe(2);
    expect(gallerySlideIndex(0, 1, 0)).toBe(0);
  });
});

describe('gallery constants', () => {
  it('are the spec sizes and timings', () => {
    expect(GALLERY_IMAGE_SIZE).toEqual({ width: 981, height: 732 });
    expect(GALLERY_THUMBNAIL_SIZE).toEqual({ width: 100, height: 100 });
    expect(GALLERY_SLIDE_MS).toBe(300);
    expect(galleryUsesVerticalThumbnails(4)).toBe(false);
    expect(galleryUsesVerticalThumbnails(5)).toBe(true);
  });
});

describe('responsive gallery images', () => {
  it('offers a slide at the 4:3 spec sizes only', () => {
    expect(galleryImageSrcSet('/media/981x732/catalog/images/a.png')).toBe(
      '/media/981x732/catalog/images/a.png 981w, /media/1000x750/catalog/images/a.png 1000w',
    );
    expect(galleryImageSrcSet('https://video.example/v.jpg')).toBe('');
  });
});
