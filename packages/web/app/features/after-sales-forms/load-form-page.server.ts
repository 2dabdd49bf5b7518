import { type Locale, parseLocale } from '@airshop/domain/i18n/locales';
import type { TranslationPage } from '@airshop/domain/i18n/translations';
import type { RouterContextProvider } from 'react-router';
import { loadTranslations } from '../../platform/i18n/load-translations.server.ts';
import { servicesContext } from '../../platform/services-context.ts';

interface FormPageArgs {
  context: Readonly<RouterContextProvider>;
  params: { locale?: string };
  request: Request;
}

/**
 * The loader of an after-sales form page (ADR 0076): its locale, the fields a link may fill from the query (each
 * cut to its field's limit, so a long link cannot overflow a field), and the texts of the form pages.
 */
export async function loadFormPage<const Field extends string>(
  { context, params, request }: FormPageArgs,
  prefillLimits: Readonly<Record<Field, number>>,
  extraPages: readonly TranslationPage[] = [],
): Promise<{
  locale: Locale;
  prefill: Record<Field, string>;
  translations: Awaited<ReturnType<typeof loadTranslations>>;
}> {
  const services = context.get(servicesContext);
  const query = new URL(request.url).searchParams;
  const prefill = Object.fromEntries(
    Object.entries<number>(prefillLimits).map(([name, max]) => [
      name,
      (query.get(name) ?? '').trim().slice(0, max),
    ]),
  ) as Record<Field, string>;
  return {
    locale: parseLocale(params.locale) ?? services.locale,
    prefill,
    translations: await loadTranslations(services, ['afterSales', 'validation', 'account', ...extraPages]),
  };
}
