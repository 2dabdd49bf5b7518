/*
 * `<html data-hydrated="true">` tells tests (and anyone debugging) that React has taken over the whole
 * server-rendered page. With sections hydrated in slices after the rest (hydrate-in-slices.tsx) the root's own
 * effect comes before them, so the mark waits until every slice held open here has been hydrated too.
 */

let rootHydrated = false;
let holds = 0;

function markIfDone(): void {
  if (rootHydrated && holds === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The root route's effect: the shell is hydrated. */
export function markRootHydrated(): void {
  rootHydrated = true;
  markIfDone();
}

/** Holds the mark back until the returned release is called (once; later calls do nothing). */
export function holdHydratedMark(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    markIfDone();
  };
}
