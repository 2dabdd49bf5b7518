import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';
import styles from './lazy-section.module.css';

/**
 * Lazy hydration of a section far down a server-rendered page (ADR 0030).
 *
 * On the server the section renders in full, so the HTML holds it for crawlers, the first paint and print. In
 * the browser its code is not part of the first view: the section sits in its own Suspense boundary, and the
 * React.lazy factory waits for a gate before it `import()`s the module. While it waits, React keeps the
 * boundary's server HTML as it is (a dehydrated boundary) and hydrates it when the code has arrived.
 *
 * The gate opens, whichever comes first, when the section comes within one screen height of the viewport, when
 * the visitor presses or focuses inside it, when the URL hash names an element in it, or when the page is
 * rendered with other props (a client-side navigation to another product). A page rendered in the browser with
 * no server HTML of the section (a navigation from another route) loads the code at once.
 *
 * React 19 drops a click on a boundary whose code has not arrived (it tries to hydrate it at once, cannot, and
 * stops the event), while the browser would still do the element's default action. So until the section has
 * hydrated, clicks and submits inside it are held here, before React sees them, and dispatched again once it
 * has: the visitor's press is not lost.
 *
 * The props must stay the same objects until the section has hydrated: the component is memoised, because a
 * boundary rendered again with other props before it hydrates loses its server HTML and shows the (empty)
 * fallback until the code is there. Once hydrated, the wrapper carries `data-hydrated` (tests wait for it).
 *
 * `styles` are the section's CSS Modules, imported by the caller with the page. The server HTML needs its styles
 * from the first paint, and Vite links a CSS Module's stylesheet in the document only when its class map is used
 * by the page's own chunks: naming them here is that use. Nothing else reads them.
 */
export function lazySection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  _styles: readonly CSSModuleClasses[],
): ComponentType<P> {
  const fetchModule = () => load().then((component) => ({ default: component }));

  let gateOpen = false;
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const open = () => {
    if (gateOpen) return;
    gateOpen = true;
    openGate();
  };

  const Lazy = lazy<ComponentType<P>>(() => {
    // The server renders the section in full: the document is sent once everything is ready (entry.server.tsx),
    // so the boundary is written complete, as if it had never waited.
    if (typeof document === 'undefined') return fetchModule();
    // No server HTML of this section in the page: it is rendered in the browser, so nothing is worth waiting for.
    if (!document.querySelector(`[data-lazy-section="${name}"]`)) open();
    return gate.then(fetchModule);
  });

  function LazySection(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const held = useRef<Event[]>([]);
    const firstProps = useRef(props);

    // Memoised, this renders again only with other props: that content is not in the server HTML.
    useEffect(() => {
      if (props !== firstProps.current) open();
    }, [props]);

    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onReach = (event: Event) => {
        if (inside(event)) open();
      };
      const onActivate = (event: Event) => {
        if (hydrated.current || !inside(event)) return;
        // Listening on window in the capture phase comes before React's listeners on the document.
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current.push(event);
        open();
      };
      const onHash = () => {
        const id = decodeURIComponent(window.location.hash.slice(1));
        if (id && element.querySelector(`#${CSS.escape(id)}`)) open();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        // One screen height above and below: the code is usually there before the section is.
        { rootMargin: '100% 0px' },
      );
      for (const child of element.children) observer.observe(child);
      onHash();
      window.addEventListener('hashchange', onHash);
      window.addEventListener('pointerdown', onReach, true);
      window.addEventListener('focusin', onReach, true);
      window.addEventListener('click', onActivate, true);
      window.addEventListener('submit', onActivate, true);
      const stopWatching = () => {
        observer.disconnect();
        window.removeEventListener('hashchange', onHash);
        window.removeEventListener('pointerdown', onReach, true);
        window.removeEventListener('focusin', onReach, true);
      };
      void gate.then(stopWatching);
      return () => {
        stopWatching();
        window.removeEventListener('click', onActivate, true);
        window.removeEventListener('submit', onActivate, true);
      };
    }, []);

    function onHydrated() {
      if (hydrated.current) return;
      hydrated.current = true;
      wrapper.current?.setAttribute('data-hydrated', '');
      const events = held.current.splice(0);
      // After the commit, when React's handlers of the hydrated section are in place.
      queueMicrotask(() => {
        for (const event of events) replay(event);
      });
    }

    return (
      <div ref={wrapper} className={styles.section} data-lazy-section={name}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  LazySection.displayName = `LazySection(${name})`;
  return memo(LazySection) as unknown as ComponentType<P>;
}

/** Renders nothing; its effect runs when the boundary around it has hydrated (or rendered in the browser). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the boundary's first commit
  useEffect(() => onHydrated(), []);
  return null;
}

/** Dispatches a held click or submit again on its target, if that is still in the page. */
function replay(event: Event) {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    target.requestSubmit(submitter?.isConnected && submitter.closest('form') === target ? submitter : null);
    return;
  }
  if (event instanceof MouseEvent) target.dispatchEvent(new MouseEvent(event.type, event));
}
