import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source.ts';

describe('videoSource', () => {
  it('plays site-relative files in the page', () => {
    expect(videoSource('/media/video/demo.webm')).toEqual({ kind: 'file', src: '/media/video/demo.webm' });
  });

  it('links to videos on other sites, which the CSP would block', () => {
    expect(videoSource('https://video.example/a.mp4')).toEqual({
      kind: 'external',
      href: 'https://video.example/a.mp4',
    });
  });

  it('drops unsafe or empty URLs', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('//evil.example/a.mp4')).toBeNull();
    expect(videoSource('#top')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
