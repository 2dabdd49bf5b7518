import { startTransition, useEffect, useState } from 'react';

/** Set once the first long list has run its effect: hydration is over and later lists render whole at once. */
let hydrated = false;

/**
 * A long list's items as the page shows them (issue 20, ADR 0081): the server's HTML and the hydration carry the
 * first `first` items; the rest are rendered right after hydration, in a transition the browser may interrupt.
 * A page of 200 project lines was 10,000 elements rendered on the server for every request and hydrated before
 * anything worked; now the first screens come at once and the rest after. A list mounted after hydration (a
 * navigation in the browser) renders whole at once.
 */
export function useLongList<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  return whole || items.length <= first ? items : items.slice(0, first);
}
