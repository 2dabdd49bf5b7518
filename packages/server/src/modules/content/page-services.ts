import type { ContentPages } from '@airshop/domain/content/content';
import type { PageRequest } from '../../platform/page-request.ts';
import { getContentItem, getContentList } from './service.ts';

/** Content is the same for every viewer: it is read on the page's anonymous context. */
export function contentPages(page: PageRequest): ContentPages {
  return {
    item: (kind, route) => getContentItem(page.ctx, kind, route),
    list: (kind, number, pageSize) => getContentList(page.ctx, kind, number, pageSize),
  };
}
