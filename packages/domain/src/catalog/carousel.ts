/*
 * The pointer rules of the information section's features carousel (product-page.md §9: "scroll carousel snap
 * threshold 10 px, drag threshold 20 px"). ADR 0021 records the reading:
 *
 * - Drag threshold: a press that moves less than 20 px horizontally is a click (links in the slide work, the
 *   track does not move). From 20 px on it is a drag: the track follows the pointer and the click that ends it
 *   is swallowed, so a swipe over a link does not open it.
 * - Snap threshold: on release the carousel settles on a slide. Off by no more than 10 px from the slide it
 *   started on, it stays there (a drag that came back). Further off, it goes to the nearest slide in the drag
 *   direction, and at least one slide: a short swipe turns one page, a long one as many as were dragged past.
 * - Past the first and the last slide the track follows at a third of the pointer's distance (a rubber band),
 *   and a release there comes back to that slide.
 */

export const CAROUSEL_SNAP_THRESHOLD_PX = 10;
export const CAROUSEL_DRAG_THRESHOLD_PX = 20;
/** How much of the pointer's distance the track follows beyond its first and last slide. */
export const CAROUSEL_EDGE_RESISTANCE = 1 / 3;

/** Whether a press that has moved `dx` pixels horizontally (and `dy` vertically) has become a drag. */
export function isCarouselDrag(dx: number, dy = 0): boolean {
  // A mostly vertical movement is the page scrolling, not the carousel.
  return Math.abs(dx) >= CAROUSEL_DRAG_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}

export interface CarouselDrag {
  /** The slide shown when the press started. */
  index: number;
  /** Number of slides. */
  count: number;
  /** The width of one slide, in pixels. */
  width: number;
  /** Pointer movement since the press: positive to the right (towards earlier slides). */
  dx: number;
}

/** The track's offset in pixels from its resting place at `index` while dragging (positive = right). */
export function carouselDragOffset({ index, count, dx }: Omit<CarouselDrag, 'width'>): number {
  const beforeFirst = index === 0 && dx > 0;
  const afterLast = index >= count - 1 && dx < 0;
  return beforeFirst || afterLast ? dx * CAROUSEL_EDGE_RESISTANCE : dx;
}

/** The slide the carousel settles on when a drag is released. */
export function carouselSlideAfterDrag({ index, count, width, dx }: CarouselDrag): number {
  if (count <= 1) return 0;
  const start = clamp(index, 0, count - 1);
  if (Math.abs(dx) <= CAROUSEL_SNAP_THRESHOLD_PX || width <= 0) return start;
  const direction = dx < 0 ? 1 : -1;
  const slides = Math.max(1, Math.round(Math.abs(dx) / width));
  return clamp(start + direction * slides, 0, count - 1);
}

/** The slide a keyboard or button step goes to; it stops at the ends rather than wrapping. */
export function carouselStep(index: number, count: number, step: -1 | 1): number {
  return clamp(index + step, 0, Math.max(0, count - 1));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
