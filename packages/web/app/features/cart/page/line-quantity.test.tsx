import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTranslations } from '../../../testing/with-translations.tsx';
import { QUANTITY_SAVE_DELAY_MS } from '../../../ui/delayed-quantity.tsx';
import { LineQuantity } from './line-quantity.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderQuantity(quantity: number, onSave: (n: number) => Promise<unknown>) {
  const view = (q: number) =>
    withTranslations(['cart'], <LineQuantity quantity={q} disabled={false} onSave={onSave} />);
  const { rerender } = render(view(quantity));
  return (q: number) => rerender(view(q));
}

describe('a line quantity', () => {
  it('saves what the person typed once it rests, as one change', async () => {
    const onSave = vi.fn(async () => undefined);
    renderQuantity(5, onSave);
    const input = screen.getByLabelText('Quantity');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS - 1));
    expect(onSave).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onSave.mock.calls).toEqual([[12]]);
  });

  it('never sends back a quantity the answered cart brought (a move, another tab)', () => {
    const onSave = vi.fn(async () => undefined);
    const rerender = renderQuantity(5, onSave);
    rerender(3);
    act(() => vi.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS * 3));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('3');
  });

  it('shows the cart’s quantity again when a change was refused', async () => {
    const onSave = vi.fn(async () => ({ ok: false }));
    renderQuantity(5, onSave);
    const input = screen.getByLabelText<HTMLInputElement>('Quantity');
    fireEvent.change(input, { target: { value: '9' } });
    expect(input.value).toBe('9');
    await act(async () => vi.advanceTimersByTime(QUANTITY_SAVE_DELAY_MS));
    expect(onSave.mock.calls).toEqual([[9]]);
    expect(input.value).toBe('5');
  });
});
