import { waitUntilReady } from '@airshop/domain/catalog/print-wait';
import { useCallback, useState } from 'react';

const browserClock = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  now: () => performance.now(),
};

/**
 * Spec §2 Print: lazy images are told to load now, then the page waits until they are complete (at most 10 s,
 * checking every 100 ms) and opens the print dialog, so the sheet is not printed with empty image boxes.
 */
export function usePrintPage(): { start(): void; waiting: boolean } {
  const [waiting, setWaiting] = useState(false);
  const start = useCallback(() => {
    if (waiting) return;
    const images = [...document.querySelectorAll<HTMLImageElement>('main img')];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    setWaiting(true);
    void waitUntilReady(() => images.every((image) => image.complete), browserClock).then(() => {
      setWaiting(false);
      window.print();
    });
  }, [waiting]);
  return { start, waiting };
}
