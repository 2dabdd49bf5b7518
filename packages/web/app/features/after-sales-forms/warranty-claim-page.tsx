import { warrantyClaimSchema } from '@airshop/domain/forms/after-sales/warranty-claim';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Consents } from './consents.tsx';
import { CONTACT_NAMES, ContactFieldset } from './contact-fieldset.tsx';
import { AfterSalesFormFrame, AfterSalesPage, FormRounds } from './form-frame.tsx';
import { useMarketCountry } from './service-request-page.tsx';
import type { AfterSalesFormState } from './use-after-sales-form.ts';
import { useAfterSalesForm } from './use-after-sales-form.ts';
import { FaultGroup, PhotosGroup, UnitGroup } from './warranty-claim-fields.tsx';
import {
  emptyWarrantyClaim,
  type WarrantyClaimValues,
  warrantyClaimBodyOf,
} from './warranty-claim-values.ts';

/** What the unit page knows of the unit, passed on in the link's query. */
export interface ClaimedUnit {
  serial: string;
  product: string;
  order: string;
}

/**
 * /{locale}/after-sales/warranty-claim (ADR 0076): a unit failed within its warranty. The unit page's link
 * fills its serial number, product and order (`?serial=&product=&order=`).
 */
export function WarrantyClaimPage({ locale, unit }: { locale: Locale; unit: ClaimedUnit }) {
  const t = useTranslations('afterSales');
  return (
    <AfterSalesPage title={t('warrantyClaim/title')} intro={t('warrantyClaim/intro')}>
      <FormRounds>
        {({ first, onAnother }) => (
          <WarrantyClaimForm
            locale={locale}
            unit={first ? unit : { serial: '', product: '', order: '' }}
            onAnother={onAnother}
          />
        )}
      </FormRounds>
    </AfterSalesPage>
  );
}

function WarrantyClaimForm({
  locale,
  unit,
  onAnother,
}: {
  locale: Locale;
  unit: ClaimedUnit;
  onAnother(): void;
}) {
  const t = useTranslations('afterSales');
  // The spare-part types are named as the spare-part enquiry names them.
  const parts = useTranslations('productPage');
  const market = useMarketCountry();
  const form = useAfterSalesForm<WarrantyClaimValues>({
    kind: 'warranty-claim',
    schema: warrantyClaimSchema,
    initialValues: emptyWarrantyClaim({
      serialNumber: unit.serial,
      productName: unit.product,
      orderNumber: unit.order,
      country: market.country,
      telephoneCountryCode: market.telephoneCode,
    }),
    locale,
    contact: CONTACT_NAMES,
    mayPrefill: market.mayPrefill,
    bodyOf: warrantyClaimBodyOf,
  });
  const shared = form as unknown as AfterSalesFormState;
  return (
    <AfterSalesFormFrame
      form={shared}
      locale={locale}
      submitLabel={t('warrantyClaim/submit')}
      onAnother={onAnother}
    >
      <UnitGroup form={form} t={t} />
      <FaultGroup form={form} t={t} parts={parts} />
      <PhotosGroup form={form} t={t} locale={locale} />
      <ContactFieldset form={shared} locale={locale} />
      <Consents form={shared} />
    </AfterSalesFormFrame>
  );
}
