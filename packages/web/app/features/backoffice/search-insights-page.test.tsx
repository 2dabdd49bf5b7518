import { searchInsightsRoute } from '@airshop/domain/api/search-routes';
import type { SearchInsights } from '@airshop/domain/search/search';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import { SearchInsightsPage } from './search-insights-page.tsx';
import { insightsPeriod } from './search-insights-period.ts';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

const INSIGHTS: SearchInsights = {
  From: '2026-11-01',
  To: '2026-11-27',
  Searches: 40,
  SearchesWithClick: 10,
  TopQueries: [
    { Query: 'fan coil', Searches: 25, Clicks: 9, ClickThrough: 0.36 },
    { Query: 'rx 12', Searches: 15, Clicks: 1, ClickThrough: 0.0667 },
  ],
  NoResultQueries: [{ Query: 'heat pump xyz', Searches: 4 }],
};

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/en/back-office/search-insights',
      Component: () =>
        withTranslations(
          ['account', 'shared'],
          <>
            <SearchInsightsPage locale="en" />
            <Search />
          </>,
        ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue(INSIGHTS as never);
});
afterEach(cleanup);

describe('the search insights page', () => {
  it('asks for the period of the URL and shows the totals, top queries and queries without results', async () => {
    renderPage('/en/back-office/search-insights?from=2026-11-01&to=2026-11-27');
    expect(screen.getByRole('heading', { level: 1, name: 'Search insights' })).toBeTruthy();
    const totals = await screen.findByRole('region', { name: 'Totals, Nov 1, 2026 – Nov 27, 2026' });
    expect(request).toHaveBeenCalledWith(
      searchInsightsRoute,
      { query: { from: '2026-11-01', to: '2026-11-27' } },
      expect.anything(),
    );
    expect(within(totals).getByText('Searches').nextSibling?.textContent).toBe('40');
    expect(within(totals).getByText('Searches with a click').nextSibling?.textContent).toBe('10');
    expect(within(totals).getByText('Click-through').nextSibling?.textContent).toBe('25%');

    const top = screen.getByRole('table', { name: 'Most searched queries: 2' });
    const rows = within(top).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['fan coil', '25', '9', '36%'],
      ['rx 12', '15', '1', '6.7%'],
    ]);
    const empty = screen.getByRole('table', { name: 'Queries that found nothing: 1' });
    expect(within(empty).getByRole('cell', { name: 'heat pump xyz' })).toBeTruthy();
    expect(within(empty).getByRole('cell', { name: '4' })).toBeTruthy();
    // Each cell carries its column's name for the stacked phone layout.
    expect(within(top).getAllByRole('cell')[3]?.getAttribute('data-label')).toBe('Click-through');
  });

  it('puts a new period in the URL', async () => {
    const user = userEvent.setup();
    renderPage('/en/back-office/search-insights?from=2026-11-01&to=2026-11-27');
    await screen.findByRole('table', { name: 'Most searched queries: 2' });
    const form = screen.getByRole('form', { name: 'Period' });
    const from = within(form).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('search').textContent).toBe('?from=2026-10-01&to=2026-11-27');
    expect(request).toHaveBeenLastCalledWith(
      searchInsightsRoute,
      { query: { from: '2026-10-01', to: '2026-11-27' } },
      expect.anything(),
    );
  });

  it('says so when nobody searched in the period', async () => {
    request.mockResolvedValue({
      ...INSIGHTS,
      Searches: 0,
      SearchesWithClick: 0,
      TopQueries: [],
      NoResultQueries: [],
    } as never);
    renderPage('/en/back-office/search-insights?from=2026-11-01&to=2026-11-27');
    expect(await screen.findByText('No searches were reported in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a period longer than the API allows without asking it', () => {
    renderPage('/en/back-office/search-insights?from=2025-01-01&to=2026-11-27');
    expect(screen.getByRole('alert').textContent).toBe('The period can be at most 366 days.');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows an error the API answers', async () => {
    request.mockRejectedValue(new ApiError(500));
    renderPage('/en/back-office/search-insights?from=2026-11-01&to=2026-11-27');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again in a moment.',
    );
  });
});

describe('the insights period', () => {
  const today = new Date('2026-11-27T15:00:00Z');
  it('defaults to the last 30 days, today included', () => {
    expect(insightsPeriod(new URLSearchParams(), today)).toEqual({
      ok: true,
      from: '2026-10-29',
      to: '2026-11-27',
    });
    expect(insightsPeriod(new URLSearchParams('to=2026-03-01'), today)).toEqual({
      ok: true,
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });
  it('takes up to 366 days and reports what the API would refuse', () => {
    expect(insightsPeriod(new URLSearchParams('from=2025-11-27&to=2026-11-27'), today).ok).toBe(true);
    expect(insightsPeriod(new URLSearchParams('from=2025-11-26&to=2026-11-27'), today)).toMatchObject({
      problem: 'tooLong',
    });
    expect(insightsPeriod(new URLSearchParams('from=2026-11-28&to=2026-11-27'), today)).toMatchObject({
      problem: 'order',
    });
    expect(insightsPeriod(new URLSearchParams('from=yesterday'), today)).toMatchObject({
      problem: 'invalid',
    });
  });
});
