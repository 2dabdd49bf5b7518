import type { InstantSearchResult } from '@airshop/domain/search/search';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import SearchBar from './search-bar.tsx';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
vi.mock('./search-beacon.ts', async (original) => ({
  ...(await original<typeof import('./search-beacon.ts')>()),
  sendSearchClick: vi.fn(),
}));
const request = vi.mocked(callApi);

function answer(query: string): InstantSearchResult {
  return {
    SearchId: `search-${query}`,
    Query: query,
    ShowPrices: false,
    Products: {
      Hits: [
        {
          HitId: 'product:df-100',
          Type: 'product',
          Score: 1,
          Document: {
            Id: 'df-100',
            Code: 'DF100-1001',
            LviNumber: null,
            Name: 'Kvistra DF 100',
            Url: '/en/products/fans/kvistra-df-100',
            ImageUrl: null,
            ProductType: 'product',
            CategoryId: 'duct-fans',
            CategoryName: 'Duct fans',
            ShortDescription: null,
            IsDiscontinued: false,
          },
        },
      ],
      TotalMatching: 3,
    },
    Documents: { Hits: [], TotalMatching: 0 },
    SolutionsAndPages: { Hits: [], SolutionsMatching: 1, PagesMatching: 0 },
    Suggestions: [],
  };
}

/** Each instant-search request, answered when the test says so. */
let pending: { query: string; signal: AbortSignal | undefined; resolve(value: unknown): void }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  pending = [];
  request.mockImplementation(((route: { path: string }, input: { query?: { Query?: string } }, options) => {
    if (route.path.startsWith('/find/')) return Promise.resolve({ Hits: [{ Query: 'fan coil' }] });
    return new Promise((resolve) => {
      pending.push({ query: input.query?.Query ?? '', signal: options?.signal, resolve });
    });
  }) as typeof callApi);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  request.mockReset();
});

function renderBar(onClose = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: '/en',
      Component: () => withTranslations(['search'], <SearchBar id="bar" locale="en" onClose={onClose} />),
    },
  ]);
  render(<Stub initialEntries={['/en']} />);
  const input = screen.getByRole('combobox') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: input.value + text } });
  const key = (name: string) => fireEvent.keyDown(input, { key: name });
  return { onClose, input, type, key };
}

describe('the header search bar', () => {
  it('asks once typing pauses, says "Searching…" only after 500 ms, and announces the count for 1 s', async () => {
    const { input, type } = renderBar();
    expect(screen.getByRole('combobox', { name: 'Search products, documents and pages' })).toBe(input);
    expect(document.activeElement).toBe(input);
    type('fan');
    expect(pending).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(180));
    expect(pending.map((p) => p.query)).toEqual(['fan']);

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText('Searching…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Searching…')).toBeTruthy();

    await act(async () => pending[0]?.resolve(answer('fan')));
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'fan coil',
      'Kvistra DF 100DF100-1001 · Duct fans',
      'Show all results for “fan”',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 results found');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says "1,000+" of a kind whose count stopped at the cap, and announces "more than" the sum', async () => {
    const { type } = renderBar();
    type('fan');
    await act(() => vi.advanceTimersByTimeAsync(180));
    const capped = answer('fan');
    capped.Products = { ...capped.Products, TotalMatching: 1000, MoreMatching: true };
    capped.Documents = { ...capped.Documents, TotalMatching: 1000, MoreMatching: false };
    await act(async () => pending[0]?.resolve(capped));
    expect(screen.getByRole('group', { name: 'Products (1,000+ matches)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('More than 2,001 results found');

    // The next answer counts exactly again: the bare number, and no "more than".
    type(' coil');
    await act(() => vi.advanceTimersByTimeAsync(180));
    await act(async () => pending[1]?.resolve(answer('fan coil')));
    expect(screen.getByRole('group', { name: 'Products (3 matches)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 results found');
  });

  it('aborts the request of an older query, and an answer faster than 500 ms says nothing of searching', async () => {
    const { type } = renderBar();
    type('fa');
    await act(() => vi.advanceTimersByTimeAsync(180));
    type('n');
    await act(() => vi.advanceTimersByTimeAsync(180));
    expect(pending.map((p) => [p.query, p.signal?.aborted])).toEqual([
      ['fa', true],
      ['fan', false],
    ]);
    // The old answer arriving late changes nothing.
    await act(async () => pending[0]?.resolve(answer('fa')));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await act(async () => pending[1]?.resolve(answer('fan')));
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('walks the options with the arrow keys; Escape clears, then closes', async () => {
    const { input, type, key, onClose } = renderBar();
    type('fan');
    await act(() => vi.advanceTimersByTimeAsync(180));
    await act(async () => pending[0]?.resolve(answer('fan')));
    const options = screen.getAllByRole('option');
    key('ArrowDown');
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    key('ArrowUp');
    // Up from the first wraps to the last.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    key('Escape');
    expect(input.value).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    key('Escape');
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
