import type { Page } from '@playwright/test';

/**
 * What sticks out past the right edge of the viewport: the page's own horizontal scroll, and every visible
 * element whose box ends past the edge without a scrolling or clipping box of its own (a table's scroll
 * wrapper, a carousel) that fits. An element the body clips is cut off for the visitor, so it counts too.
 * Each finding names the element, its right edge and the start of its text.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width} px`);
    }
    const fits = (element: Element) => element.getBoundingClientRect().right <= width + 0.5;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || fits(element)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible' && fits(parent)) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      found.push(`${name} ends at ${Math.round(box.right)} px: "${text}"`);
    }
    // The outermost element that sticks out is enough to find the cause; its children repeat it.
    return found.slice(0, 5);
  });
}
