import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import type { ApiData } from '../../platform/use-api-data.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import { OrderPager } from './order-pager.tsx';

/** The paging fields every paged list answer of the API has. */
interface PagedAnswer {
  Page: number;
  PageSize: number;
  TotalCount: number;
}

interface PagedTableProps<Answer extends PagedAnswer, Row> {
  result: ApiData<Answer>;
  rowsOf(answer: Answer): readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey(row: Row): string;
  caption(total: number): ReactNode;
  /** What a refusal says, in the page's words. */
  errorText(error: unknown): string;
  /** Shown when the answer has no rows. */
  empty: ReactNode;
}

/**
 * A list page's answer while it loads, when it is refused, when nothing matches, and as a table with its pager,
 * whose page is kept in the URL's `page` (orders, the back office's orders and submissions).
 */
export function PagedTable<Answer extends PagedAnswer, Row>({
  result,
  rowsOf,
  columns,
  rowKey,
  caption,
  errorText,
  empty,
}: PagedTableProps<Answer, Row>) {
  const shared = useTranslations('shared');
  const [params, setParams] = useSearchParams();
  if (result.state === 'loading') return <Skeleton lines={6} label={shared('loading/content')} />;
  if (result.state === 'failed') {
    return (
      <Notice tone="error" role="alert">
        {errorText(result.error)}
      </Notice>
    );
  }
  const rows = rowsOf(result.data);
  if (rows.length === 0) return <>{empty}</>;
  return (
    <>
      <Table
        caption={caption(result.data.TotalCount)}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        responsive="stack"
      />
      <OrderPager
        page={result.data.Page}
        pageSize={result.data.PageSize}
        total={result.data.TotalCount}
        onPage={(page) => {
          const next = new URLSearchParams(params);
          next.set('page', String(page));
          setParams(next);
        }}
      />
    </>
  );
}
