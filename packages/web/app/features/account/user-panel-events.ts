/*
 * Lets another part of the page open the header's user panel: an anonymous click on 'add to cart' asks the
 * visitor to sign in there (product-page.md §5). The panel listens while it is mounted.
 */

const listeners = new Set<() => void>();

export function requestUserPanel(): void {
  for (const listener of listeners) listener();
}

export function onUserPanelRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
