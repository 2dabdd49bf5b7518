import type { I18nPages } from '@airshop/domain/site/site-pages';
import type { PageRequest } from '../../platform/page-request.ts';
import { getPageTranslations } from './service.ts';

export function i18nPages(page: PageRequest): I18nPages {
  return { translations: (name) => getPageTranslations(page.ctx, name) };
}
