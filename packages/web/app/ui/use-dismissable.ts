import { type RefObject, useEffect } from 'react';

interface Dismissable {
  open: boolean;
  close(): void;
  /** The popover and its trigger: a pointer press outside it closes. */
  root: RefObject<HTMLElement | null>;
  /** Gets focus back when Escape closes. */
  trigger: RefObject<HTMLElement | null>;
  /** Also close when Tab moves focus out of `root` (menus a keyboard user walks through). */
  closeOnFocusOut?: boolean;
}

/**
 * What every popover of the header shares while it is open: Escape closes it and returns focus to its
 * trigger, a press outside closes it, and optionally so does tabbing out of it.
 */
export function useDismissable({ open, close, root, trigger, closeOnFocusOut = false }: Dismissable) {
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    // Focus moving to nothing (a click on the page) is the pointer's job.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    if (closeOnFocusOut) element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, root, trigger, closeOnFocusOut]);
}
