import {
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderKind,
  type OrderStatus,
} from '@airshop/domain/commerce/order-limits';

/*
 * The lists' filters live in the URL (shareable, the back button works, the CSV link repeats them): read here
 * with anything unknown dropped, so a hand-edited address never reaches the API as a 400.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface OrderFilterValues {
  q: string;
  status: OrderStatus | '';
  from: string;
  to: string;
  page: number;
  /** The buyer's history: all of the company's orders (company admins). */
  company: boolean;
  /** The back office's. */
  kind: OrderKind | '';
  market: string;
  companyName: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

export function readOrderFilters(params: URLSearchParams): OrderFilterValues {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 50),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    company: params.get('scope') === 'company',
    kind: oneOf(ORDER_KINDS, params.get('kind')),
    market: (params.get('market') ?? '').trim().toUpperCase().slice(0, 10),
    companyName: (params.get('company') ?? '').trim().slice(0, 100),
  };
}

/** The filters a form sent, as the URL's search (the page starts again at 1). */
export function filtersToSearch(form: FormData, names: readonly string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of names) {
    const value = String(form.get(name) ?? '').trim();
    if (value) next.set(name, value);
  }
  return next;
}

/** The history's API query from the URL's filters. */
export function historyQuery(filters: OrderFilterValues) {
  return {
    q: filters.q || undefined,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    scope: filters.company ? ('company' as const) : ('mine' as const),
    page: filters.page,
  };
}

/** The back office's API query (without the page for the CSV export). */
export function backOfficeQuery(filters: OrderFilterValues) {
  return {
    q: filters.q || undefined,
    status: filters.status || undefined,
    kind: filters.kind || undefined,
    market: filters.market || undefined,
    company: filters.companyName || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}
