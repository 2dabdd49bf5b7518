import type { ReactNode } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import type { ApiData } from '../../platform/use-api-data.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { apiErrorMessage } from '../account/index.ts';

interface ListResultProps<List extends { Items: readonly unknown[] }> {
  result: ApiData<List>;
  empty: string;
  children: (list: List) => ReactNode;
}

/**
 * A back-office list while it loads, when the API refuses it, when nothing matches the filters, and once it
 * is there: the last one is the page's own.
 */
export function ListResult<List extends { Items: readonly unknown[] }>({
  result,
  empty,
  children,
}: ListResultProps<List>) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  if (result.state === 'loading') return <Skeleton lines={5} label={shared('loading/content')} />;
  if (result.state === 'failed') {
    return (
      <Notice tone="error" role="alert">
        {apiErrorMessage(result.error, t)}
      </Notice>
    );
  }
  return result.data.Items.length === 0 ? <Notice>{empty}</Notice> : children(result.data);
}
