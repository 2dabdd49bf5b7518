import type { ProductHit, SearchProductsResult } from '@airshop/domain/search/search';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import type { InstantCounts } from './search-counts.ts';
import type { SearchLoad } from './search-load.ts';
import { SearchPage } from './search-page.tsx';
import { readSearchState } from './search-url.ts';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
vi.mock('./search-beacon.ts', async (original) => ({
  ...(await original<typeof import('./search-beacon.ts')>()),
  sendSearchClick: vi.fn(),
}));
const request = vi.mocked(callApi);

afterEach(() => {
  cleanup();
  request.mockReset();
});

function hit(n: number): ProductHit {
  return {
    HitId: `product:p${n}`,
    Type: 'product',
    Score: 1,
    Document: {
      Id: `p${n}`,
      Code: `KV-${n}`,
      LviNumber: null,
      Name: `Kvistra fan ${n}`,
      Url: `/en/products/fans/p${n}`,
      ImageUrl: null,
      ProductType: 'product',
      CategoryId: 'duct-fans',
      CategoryName: 'Duct fans',
      ShortDescription: null,
      IsDiscontinued: false,
    },
  };
}

function products(hits: number[], total: number, more: boolean | undefined): SearchProductsResult {
  return {
    SearchId: 's1',
    Query: 'kvistra',
    Hits: hits.map(hit),
    TotalMatching: total,
    ...(more === undefined ? {} : { MoreMatching: more }),
    ShowPrices: false,
    Facets: { Categories: [], ProductTypes: [] },
    Suggestions: [],
  };
}

/**
 * The search page on its products tab with a first page of two hits out of three: past the cap (more) the server's
 * next page holds the third hit and the row past the count, as ADR 0077's capped set answers a Loaded at its end.
 */
function renderPage(more: boolean | undefined, counts: InstantCounts) {
  const state = readSearchState(new URLSearchParams('q=kvistra'), 'products');
  const load: SearchLoad = {
    key: `en|q=kvistra|${String(more)}`,
    first: { tab: 'products', answer: products([1, 2], 3, more) },
    counts,
  };
  request.mockResolvedValueOnce(products(more ? [3, 4] : [3], 3, more) as never);
  const Stub = createRoutesStub([
    {
      path: '/en/search',
      Component: () =>
        withTranslations(
          ['search'],
          <SearchPage locale="en" mode="all" state={state} load={load} quickSearch={[]} />,
        ),
    },
  ]);
  render(<Stub initialEntries={['/en/search?q=kvistra']} />);
}

const listed = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const tabCount = (tab: string) => document.querySelector(`[data-tab="${tab}"] span`)?.textContent;

describe('the search page’s counts', () => {
  it('past the cap says "3+", loads up to the count and no further, and suggests narrowing the search', async () => {
    renderPage(true, {
      products: { count: 1000, more: true },
      documents: { count: 1000, more: true },
      content: { count: 12, more: false },
    });
    expect(tabCount('products')).toBe('1,000+');
    expect(tabCount('documents')).toBe('1,000+');
    expect(tabCount('content')).toBe('12');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Products (3+ matches)');
    expect(screen.getByText('Showing 2 of 3+')).toBeTruthy();
    expect(screen.queryByText(/Only the first/)).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toMatchObject({ query: { Loaded: 2 } });
    // The row past the count is not listed, nor is more offered: the server pages no further.
    expect(listed()).toEqual(['Kvistra fan 1', 'Kvistra fan 2', 'Kvistra fan 3']);
    expect(screen.getByText('Showing 3 of 3+')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.querySelector('[data-capped]')?.textContent).toBe(
      'Only the first 3 matches are listed. To find the others, narrow the search with the filters or more words.',
    );
  });

  it('counted exactly, shows the bare numbers and ends without a note', async () => {
    renderPage(undefined, {
      products: { count: 3, more: false },
      documents: { count: 1000, more: false },
      content: { count: 0, more: false },
    });
    expect(tabCount('products')).toBe('3');
    expect(tabCount('documents')).toBe('1,000');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Products (3 matches)');
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(listed()).toEqual(['Kvistra fan 1', 'Kvistra fan 2', 'Kvistra fan 3']);
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.querySelector('[data-capped]')).toBeNull();
  });
});
