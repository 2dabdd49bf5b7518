import { mayUseCompanyData } from '@airshop/domain/account/company-data';
import { serviceRequestSchema } from '@airshop/domain/forms/after-sales/service-request';
import { countryByCode } from '@airshop/domain/i18n/countries';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useLayoutData } from '../shell/index.ts';
import { AfterSalesFormFrame, AfterSalesPage, FormRounds } from './form-frame.tsx';
import {
  ClientGroup,
  DetailsGroup,
  OperationGroup,
  SectionsGroup,
  SystemGroup,
} from './service-request-fields.tsx';
import {
  emptyServiceRequest,
  SERVICE_REQUEST_FIELDS,
  type ServiceRequestValues,
  serviceRequestBodyOf,
  serviceRequestErrors,
} from './service-request-values.ts';
import { type AfterSalesFormState, type ContactNames, useAfterSalesForm } from './use-after-sales-form.ts';

/** The service request's own contact fields, as the shared hook's country, calling code and prefill set them. */
const CLIENT_NAMES: ContactNames = {
  country: 'country',
  telephoneCode: 'telephoneCode',
  telephone: 'telephone',
  fullName: 'contactPerson',
  companyName: 'client',
  email: 'email',
  city: 'city',
};

/** The market's country and its calling code, which a new form starts with; a buyer's own address wins. */
export function useMarketCountry() {
  const layout = useLayoutData();
  const country = countryByCode(layout?.market.MarketId);
  const profile = layout?.profile;
  // Only a user who may read their company's contact details asks for them: anyone else would get a 403.
  const mayPrefill =
    profile?.IsLoggedIn === true &&
    mayUseCompanyData({ status: profile.UserStatus, hasWebshopRole: profile.HasWebshopRole });
  return { country: country?.countryCode ?? '', telephoneCode: country?.telephoneCode ?? '', mayPrefill };
}

/**
 * /{locale}/after-sales/service-request (spec §3, §5): a service visit or an energy check of an air-handling
 * system. `?serial=` (the unit page's link) fills the system's serial number.
 */
export function ServiceRequestPage({ locale, serial }: { locale: Locale; serial: string }) {
  const t = useTranslations('afterSales');
  return (
    <AfterSalesPage title={t('serviceRequest/title')} intro={t('serviceRequest/intro')}>
      <FormRounds>
        {({ first, onAnother }) => (
          <ServiceRequestForm locale={locale} serial={first ? serial : ''} onAnother={onAnother} />
        )}
      </FormRounds>
    </AfterSalesPage>
  );
}

function ServiceRequestForm({
  locale,
  serial,
  onAnother,
}: {
  locale: Locale;
  serial: string;
  onAnother(): void;
}) {
  const t = useTranslations('afterSales');
  const market = useMarketCountry();
  const form = useAfterSalesForm<ServiceRequestValues>({
    kind: 'service-request',
    schema: serviceRequestSchema,
    initialValues: emptyServiceRequest({ serialNumber: serial, ...market }),
    locale,
    contact: CLIENT_NAMES,
    mayPrefill: market.mayPrefill,
    bodyOf: serviceRequestBodyOf,
    fields: SERVICE_REQUEST_FIELDS,
    errorsOf: serviceRequestErrors,
  });
  return (
    <AfterSalesFormFrame
      form={form as unknown as AfterSalesFormState}
      locale={locale}
      submitLabel={t('serviceRequest/submit')}
      onAnother={onAnother}
    >
      <ClientGroup form={form} t={t} locale={locale} />
      <SystemGroup form={form} t={t} />
      <SectionsGroup form={form} t={t} />
      <OperationGroup form={form} t={t} />
      <DetailsGroup form={form} t={t} locale={locale} />
    </AfterSalesFormFrame>
  );
}
