import type { SalesContactsPages } from '@airshop/domain/site/site-pages';
import type { PageRequest } from '../../platform/page-request.ts';
import { getContactBlock } from './contact-block.ts';

export function salesContactsPages(page: PageRequest): SalesContactsPages {
  return { contactBlock: () => getContactBlock(page.ctx) };
}
