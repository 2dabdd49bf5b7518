import { describe, expect, it } from 'vitest';
import { videosMainFirst } from './product-videos.ts';

const video = (Title: string, IsMainVideo = false) => ({ Title, IsMainVideo });

describe('videosMainFirst', () => {
  it('puts the main video first and keeps the others in their order', () => {
    const videos = [video('a'), video('b'), video('main', true), video('c')];
    expect(videosMainFirst(videos).map((v) => v.Title)).toEqual(['main', 'a', 'b', 'c']);
  });

  it('keeps the order when there is no main video, and does not change the list it was given', () => {
    const videos = [video('a'), video('b')];
    expect(videosMainFirst(videos).map((v) => v.Title)).toEqual(['a', 'b']);
    const withMain = [video('a'), video('main', true)];
    videosMainFirst(withMain);
    expect(withMain.map((v) => v.Title)).toEqual(['a', 'main']);
  });

  it('keeps two videos marked main in their order, before the rest', () => {
    const videos = [video('a'), video('m1', true), video('b'), video('m2', true)];
    expect(videosMainFirst(videos).map((v) => v.Title)).toEqual(['m1', 'm2', 'a', 'b']);
  });

  it('handles an empty list', () => {
    expect(videosMainFirst([])).toEqual([]);
  });
});
