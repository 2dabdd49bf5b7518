import { describe, expect, it } from 'vitest';
import { backOfficeQuery, filtersToSearch, historyQuery, readOrderFilters } from './order-filters.ts';

describe('the order lists’ filters in the URL', () => {
  it('reads what it knows and drops the rest, so a hand-edited address is never a 400', () => {
    const filters = readOrderFilters(
      new URLSearchParams(
        'q=%20PO-1%20&status=lost&from=2026-01-01&to=01.02.2026&page=-3&scope=company&kind=quoteRequest&market=se',
      ),
    );
    expect(filters).toMatchObject({
      q: 'PO-1',
      status: '',
      from: '2026-01-01',
      to: '',
      page: 1,
      company: true,
    });
    expect(historyQuery(filters)).toEqual({
      q: 'PO-1',
      status: undefined,
      from: '2026-01-01',
      to: undefined,
      scope: 'company',
      page: 1,
    });
    expect(backOfficeQuery(filters)).toMatchObject({
      kind: 'quoteRequest',
      market: 'SE',
      company: undefined,
    });
  });

  it('turns a filter form into the URL’s search, leaving out the empty fields and the page', () => {
    const form = new FormData();
    form.set('q', ' AS-2026 ');
    form.set('status', '');
    form.set('from', '2026-02-01');
    expect(filtersToSearch(form, ['q', 'status', 'from', 'to']).toString()).toBe('q=AS-2026&from=2026-02-01');
  });
});
