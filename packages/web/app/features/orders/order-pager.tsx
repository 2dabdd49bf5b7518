import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Pager } from '../../ui/pager.tsx';

/** Previous / next through a list of orders, 25 a page. */
export function OrderPager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const t = useTranslations('orders');
  return (
    <Pager
      {...props}
      texts={{
        label: t('pager/label'),
        previous: t('pager/previous'),
        next: t('pager/next'),
        pageOf: (page, pages) => t('pager/pageOf', { page, pages }),
      }}
    />
  );
}
