import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariantSelectionState } from './use-variant-selection.ts';
import { type SelectionStore, useSelectionOf } from './variant-selection-context.tsx';

const stateNamed = (name: string) => ({ name }) as unknown as VariantSelectionState;

function storeCountingSubscriptions() {
  const listeners = new Set<() => void>();
  const counts = { added: 0 };
  const add = listeners.add.bind(listeners);
  listeners.add = (listener) => {
    counts.added++;
    return add(listener);
  };
  const store: SelectionStore = { current: stateNamed('first'), listeners };
  return { store, counts };
}

function Reader({ store, label }: { store: SelectionStore; label: string }) {
  const state = useSelectionOf(store) as unknown as { name: string };
  return (
    <p>
      {label}: {state.name}
    </p>
  );
}

describe('useSelectionOf', () => {
  it('subscribes once, however often the reader renders, and shows each new selection', () => {
    const { store, counts } = storeCountingSubscriptions();
    const { rerender } = render(<Reader store={store} label="a" />);
    for (const label of ['b', 'c', 'd']) rerender(<Reader store={store} label={label} />);
    expect(screen.getByText('d: first')).toBeTruthy();
    expect(counts.added).toBe(1);
    expect(store.listeners.size).toBe(1);

    act(() => {
      store.current = stateNamed('second');
      for (const listener of store.listeners) listener();
    });
    expect(screen.getByText('d: second')).toBeTruthy();
    expect(counts.added).toBe(1);
  });
});
