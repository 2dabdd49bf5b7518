import { describe, expect, it } from 'vitest';
import { MEDIA_SIZE_TOKENS, mediaUrl, parseMediaSizeToken } from './media.ts';

describe('media URLs', () => {
  it('puts the size before the storage key', () => {
    expect(mediaUrl('catalog/images/unit-rx.png', 'galleryZoom')).toBe(
      '/media/981x732/catalog/images/unit-rx.png',
    );
    expect(mediaUrl('catalog/logos/eco.png', 'logo')).toBe('/media/x160/catalog/logos/eco.png');
  });

  it('knows the spec sizes only', () => {
    expect(MEDIA_SIZE_TOKENS).toEqual(['981x732', '100x100', '1000x750', '300x300', '200x200', 'x160']);
    expect(parseMediaSizeToken('100x100')).toEqual({ width: 100, height: 100 });
    expect(parseMediaSizeToken('x160')).toEqual({ height: 160 });
    expect(parseMediaSizeToken('101x100')).toBeUndefined();
    expect(parseMediaSizeToken('160')).toBeUndefined();
  });
});
