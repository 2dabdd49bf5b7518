import { type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { holdHydratedMark } from './hydrated-mark.ts';

/*
 * Hydration of a long page in slices (issue 13 point 27, ADR 0056). React 19 leaves a Suspense boundary of
 * server HTML dehydrated while it hydrates what is around it, and hydrates it afterwards in a render of its own
 * at the lowest priority; a boundary found inside one that is hydrating waits for the next such render. So the
 * slices here are nested: the first slice is hydrated, committed and its effects run, then the second, and so
 * on, each in tasks of its own, with the browser free to paint and answer input in between, where the whole
 * page used to commit and run its effects in one long task.
 *
 * Nothing is lost while a slice waits: its server HTML is on the screen; a click or key press on it makes React
 * hydrate that slice at once and replay the event; an update that reaches it (a context it may read, such as the
 * location or the variant selection) makes React hydrate it first, then apply the update. That holds because
 * nothing in a slice suspends during hydration (no lazy code, no data promises: ADR 0030 saw what a suspending
 * slice does, React drops its server HTML). The fallback is never shown: nothing suspends in the browser either.
 */

/** Renders `slices` in order, each inside the previous one's boundary; they hydrate one after the other. */
export function HydrateInSlices({ slices }: { slices: readonly ReactNode[] }) {
  const release = useRef<(() => void) | null>(null);
  // A layout effect: it runs in the commit of the shell, before the root's effect sets the hydrated mark.
  useLayoutEffect(() => {
    const done = holdHydratedMark();
    release.current = done;
    return done;
  }, []);
  const onHydrated = useCallback(() => release.current?.(), []);
  return <Slice slices={slices} onHydrated={onHydrated} />;
}

function Slice({ slices, onHydrated }: { slices: readonly ReactNode[]; onHydrated: () => void }) {
  const [first, ...rest] = slices;
  return (
    <Suspense fallback={null}>
      {first}
      {rest.length > 0 ? (
        <Slice slices={rest} onHydrated={onHydrated} />
      ) : (
        <SlicesHydrated onHydrated={onHydrated} />
      )}
    </Suspense>
  );
}

function SlicesHydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
