import type { LinksPages } from '@airshop/domain/site/site-pages';
import type { PageRequest } from '../../platform/page-request.ts';
import { getLinks } from './service.ts';

export function linksPages(page: PageRequest): LinksPages {
  return { all: () => getLinks(page.ctx) };
}
