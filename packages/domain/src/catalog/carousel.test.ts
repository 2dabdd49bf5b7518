import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_DRAG_THRESHOLD_PX,
  CAROUSEL_SNAP_THRESHOLD_PX,
  carouselDragOffset,
  carouselSlideAfterDrag,
  carouselStep,
  isCarouselDrag,
} from './carousel.ts';

describe('the drag threshold of the carousel (20 px)', () => {
  it('keeps a press that moved less than 20 px a click, in either direction', () => {
    expect(CAROUSEL_DRAG_THRESHOLD_PX).toBe(20);
    expect(isCarouselDrag(0)).toBe(false);
    expect(isCarouselDrag(19)).toBe(false);
    expect(isCarouselDrag(-19.5)).toBe(false);
  });

  it('makes it a drag from 20 px on', () => {
    expect(isCarouselDrag(20)).toBe(true);
    expect(isCarouselDrag(-20)).toBe(true);
    expect(isCarouselDrag(250, 10)).toBe(true);
  });

  it('leaves a mostly vertical movement to the page scroll', () => {
    expect(isCarouselDrag(25, 40)).toBe(false);
    expect(isCarouselDrag(-30, -30)).toBe(false);
  });
});

describe('where the carousel settles after a drag (snap threshold 10 px)', () => {
  const at = (index: number, dx: number, count = 4, width = 800) =>
    carouselSlideAfterDrag({ index, count, width, dx });

  it('stays on its slide when released no more than 10 px away', () => {
    expect(CAROUSEL_SNAP_THRESHOLD_PX).toBe(10);
    expect(at(1, 10)).toBe(1);
    expect(at(1, -10)).toBe(1);
    expect(at(1, 0)).toBe(1);
  });

  it('turns one slide in the drag direction when released more than 10 px away', () => {
    expect(at(1, -11)).toBe(2);
    expect(at(1, 11)).toBe(0);
    expect(at(1, -30)).toBe(2);
    expect(at(2, 399)).toBe(1);
  });

  it('goes to the nearest slide in the direction after a long drag', () => {
    expect(at(0, -1300)).toBe(2);
    expect(at(0, -1100)).toBe(1);
    expect(at(3, 2000)).toBe(0);
  });

  it('does not go past the first or the last slide', () => {
    expect(at(0, 300)).toBe(0);
    expect(at(3, -300)).toBe(3);
    expect(at(2, -5000)).toBe(3);
    expect(at(7, 5)).toBe(3);
  });

  it('has nowhere to go with one slide or none', () => {
    expect(at(0, -500, 1)).toBe(0);
    expect(at(0, -500, 0)).toBe(0);
  });
});

describe('the track while dragging', () => {
  it('follows the pointer between the ends', () => {
    expect(carouselDragOffset({ index: 1, count: 3, dx: -120 })).toBe(-120);
    expect(carouselDragOffset({ index: 0, count: 3, dx: -120 })).toBe(-120);
    expect(carouselDragOffset({ index: 2, count: 3, dx: 120 })).toBe(120);
  });

  it('follows at a third past the first and the last slide', () => {
    expect(carouselDragOffset({ index: 0, count: 3, dx: 90 })).toBe(30);
    expect(carouselDragOffset({ index: 2, count: 3, dx: -90 })).toBe(-30);
  });
});

describe('buttons and arrow keys', () => {
  it('step one slide and stop at the ends', () => {
    expect(carouselStep(0, 3, 1)).toBe(1);
    expect(carouselStep(2, 3, 1)).toBe(2);
    expect(carouselStep(0, 3, -1)).toBe(0);
    expect(carouselStep(2, 3, -1)).toBe(1);
    expect(carouselStep(0, 0, 1)).toBe(0);
  });
});
