import { describe, expect, it } from 'vitest';
import { MEDIA_SIZE_TOKENS, mediaSrcSet, mediaUrl, mediaUrlAtSize, parseMediaSizeToken } from './media.ts';

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

describe('responsive media URLs', () => {
  const gallery = '/media/981x732/catalog/images/unit%20rx.png';

  it('swaps the size of a media URL and leaves other URLs alone', () => {
    expect(mediaUrlAtSize(gallery, 'thumbnail')).toBe('/media/100x100/catalog/images/unit%20rx.png');
    expect(mediaUrlAtSize('/media/x160/catalog/logos/eco.png', 'relatedItem')).toBe(
      '/media/200x200/catalog/logos/eco.png',
    );
    for (const other of ['https://video.example/thumb.jpg', '/media/big/catalog/x.png', '/media/x.png']) {
      expect(mediaUrlAtSize(other, 'thumbnail')).toBe(other);
    }
  });

  it('lists the given sizes by width', () => {
    expect(mediaSrcSet('/media/100x100/catalog/images/a.png', ['thumbnail', 'relatedItem', 'contact'])).toBe(
      '/media/100x100/catalog/images/a.png 100w, /media/200x200/catalog/images/a.png 200w, ' +
        '/media/300x300/catalog/images/a.png 300w',
    );
    expect(mediaSrcSet(gallery, ['galleryZoom'])).toBe(`${gallery} 981w`);
    expect(mediaSrcSet('https://video.example/thumb.jpg', ['thumbnail'])).toBe('');
  });
});
