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
 * no server HTML of the section (a navigation from another route) loads the code at once; `preload()` lets a
 * client-side loader wait for it, so such a page does not show the empty fallback for a moment.
 *
 * React 19 drops a click on a boundary whose code has not arrived (it tries to hydrate it at once, cannot, and
 * stops the event), while the browser would still do the element's default action. So until the section has
 * hydrated, clicks and submits inside it are held here, before React sees them, and dispatched again once it
 * has: the visitor's press is not lost. Values typed or chosen meanwhile are put back after hydration (which
 * resets controlled fields to their rendered values), before the held presses.
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
): ComponentType<P> & { preload(): Promise<void> } {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchModule = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
    return loading;
  };

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
    // Loaded ahead (preload): handed over at once, so a page rendered in the browser shows no empty fallback.
    if (loaded) return resolvedAtOnce(loaded);
    // No server HTML of this section in the page: it is rendered in the browser, so nothing is worth waiting for.
    if (!document.querySelector(`[data-lazy-section="${name}"]`)) open();
    return gate.then(fetchModule);
  });

  function LazySection(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const held = useRef<Event[]>([]);
    const toggled = useRef(new Map<HTMLInputElement, boolean>());
    const typed = useRef(new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string>());
    const firstProps = useRef(props);

    // Memoised, this renders again only with other props: that content is not in the server HTML.
    useEffect(() => {
      if (props !== firstProps.current) open();
    }, [props]);

    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      // Server HTML leaves at least the boundary's comment markers in the wrapper; nothing at all means the section
      // was rendered in the browser (a client-side navigation) and shows the fallback: its code is wanted now.
      if (!element.hasChildNodes()) open();
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onReach = (event: Event) => {
        if (inside(event)) open();
      };
      const onActivate = (event: Event) => {
        if (hydrated.current || !inside(event)) return;
        const target = event.target;
        if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
          // The box has already changed, as the visitor sees; React hears of it after hydration (below).
          event.stopImmediatePropagation();
          toggled.current.set(target, target.checked);
          open();
          return;
        }
        // A label's click clicks its box next, which the branch above keeps.
        if (target instanceof Element && target.closest('label')?.control) return;
        // Listening on window in the capture phase comes before React's listeners on the document.
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current.push(event);
        open();
      };
      const onEdit = (event: Event) => {
        const target = event.target;
        if (hydrated.current || !inside(event) || !isValueField(target)) return;
        // Hydration sets controlled fields back to their rendered values: what was typed or chosen is put back after.
        typed.current.set(target, target.value);
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
      window.addEventListener('input', onEdit, true);
      window.addEventListener('change', onEdit, true);
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
        window.removeEventListener('input', onEdit, true);
        window.removeEventListener('change', onEdit, true);
      };
    }, []);

    function onHydrated() {
      if (hydrated.current) return;
      hydrated.current = true;
      wrapper.current?.setAttribute('data-hydrated', '');
      const events = held.current.splice(0);
      const values = [...typed.current];
      typed.current.clear();
      const boxes = [...toggled.current];
      toggled.current.clear();
      // After the commit, when React's handlers of the hydrated section are in place: the fields first, so a held
      // press (a submit) sees what was entered.
      queueMicrotask(() => {
        // Focus that came before hydration: React replays it when it can, but not always in time for the
        // section's handlers; a second notice is harmless (a tooltip shows, a field stays as it is).
        const focused = document.activeElement;
        if (focused && wrapper.current?.contains(focused)) {
          focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        }
        for (const [field, value] of values) restoreValue(field, value);
        for (const [box, checked] of boxes) restoreChecked(box, checked);
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
  const component = memo(LazySection) as unknown as ComponentType<P>;
  // For a client-side navigation that will render the section: its loader can wait for the code.
  return Object.assign(component, { preload: () => fetchModule().then(() => undefined) });
}

/**
 * A promise whose then() runs its callback at once: React.lazy calls then() once and, when the callback has
 * already run, renders the module without suspending (and so without showing the fallback for a moment).
 */
function resolvedAtOnce<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  // biome-ignore lint/suspicious/noThenProperty: React.lazy's contract is a thenable; this one answers at once
  promise.then = ((onFulfilled?: (result: T) => unknown) => {
    onFulfilled?.(value);
    return promise;
  }) as typeof promise.then;
  return promise;
}

/** Renders nothing; its effect runs when the boundary around it has hydrated (or rendered in the browser). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the boundary's first commit
  useEffect(() => onHydrated(), []);
  return null;
}

function isValueField(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  // Check boxes and radios change by a click, which is held and dispatched again; files cannot be set back.
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type);
}

/**
 * Puts a value entered before hydration back and tells React, as a person's input would. Hydration may leave the
 * field as the visitor set it while React's state holds the rendered value, and React hears an input only when the
 * field differs from the value it noted last (it notes what is set through the element's value property). So a
 * different value is noted first, the visitor's is set past the note, and input and change events follow.
 */
function restoreValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  if (!field.isConnected) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The same for a box: it is set to the other state through its checked property (which React notes), then
 * clicked, so it ends as the visitor left it and React hears the change.
 */
function restoreChecked(box: HTMLInputElement, checked: boolean) {
  if (!box.isConnected) return;
  box.checked = !checked;
  box.click();
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
