import { WARRANTY_CLAIM_LIMITS as L } from '@airshop/domain/forms/after-sales/warranty-claim';
import { SPARE_PART_TYPES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormFiles, TextArea, YesNoQuestion } from './form-controls.tsx';
import styles from './service-request.module.css';
import type { AfterSalesFormState, useAfterSalesForm } from './use-after-sales-form.ts';
import { todayIso, type WarrantyClaimValues } from './warranty-claim-values.ts';

export type WarrantyClaimForm = ReturnType<typeof useAfterSalesForm<WarrantyClaimValues>>;

interface GroupProps {
  form: WarrantyClaimForm;
  t: Translate;
}

/** The unit that failed: its serial number (required), and its product and order as the unit page knows them. */
export function UnitGroup({ form, t }: GroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('warrantyClaim/unit/title')}</legend>
      <p className={styles.intro}>{t('warrantyClaim/unit/intro')}</p>
      <div className={styles.grid}>
        <TextField
          label={t('warrantyClaim/unit/serialNumber')}
          hint={t('warrantyClaim/unit/serialNumberHint')}
          required
          autoComplete="off"
          maxLength={L.serialNumber}
          {...form.field('serialNumber')}
        />
        <TextField
          label={t('warrantyClaim/unit/productName')}
          autoComplete="off"
          maxLength={L.productName}
          {...form.field('productName')}
        />
        <TextField
          label={t('warrantyClaim/unit/orderNumber')}
          autoComplete="off"
          maxLength={L.orderNumber}
          {...form.field('orderNumber')}
        />
      </div>
    </fieldset>
  );
}

/**
 * What failed and when: the dates (a failure cannot be before the installation, nor in the future), the part
 * (the spare-part types, named as the spare-part enquiry names them), what happened, what was done, and whether
 * the unit still runs.
 */
export function FaultGroup({ form, t, parts }: GroupProps & { parts: Translate }) {
  const today = todayIso();
  const shared = form as unknown as AfterSalesFormState;
  const options = SPARE_PART_TYPES.map((type) => ({
    value: type.code,
    label: parts(`enquiry/type/${type.code}`),
  }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('warrantyClaim/fault/title')}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('warrantyClaim/fault/installationDate')}
          type="date"
          max={form.values.failureDate || today}
          {...form.field('installationDate')}
        />
        <TextField
          label={t('warrantyClaim/fault/failureDate')}
          type="date"
          required
          min={form.values.installationDate || undefined}
          max={today}
          {...form.field('failureDate')}
        />
        <Select
          label={t('warrantyClaim/fault/faultyComponent')}
          placeholder={t('warrantyClaim/fault/choose')}
          options={options}
          required
          {...form.field('faultyComponent')}
        />
      </div>
      <YesNoQuestion form={shared} name="unitInOperation" label={t('warrantyClaim/fault/unitInOperation')} />
      <TextArea
        form={shared}
        name="faultDescription"
        label={t('warrantyClaim/fault/faultDescription')}
        hint={t('warrantyClaim/fault/faultDescriptionHint')}
        required
      />
      <TextArea
        form={shared}
        name="actionsTaken"
        label={t('warrantyClaim/fault/actionsTaken')}
        hint={t('warrantyClaim/fault/actionsTakenHint')}
      />
    </fieldset>
  );
}

/** Photos of the fault (required) and, for a unit bought through a reseller, the proof of purchase. */
export function PhotosGroup({ form, t, locale }: GroupProps & { locale: Locale }) {
  const shared = form as unknown as AfterSalesFormState;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('warrantyClaim/photos/title')}</legend>
      <div className={styles.stack}>
        <FormFiles
          form={shared}
          kind="warranty-claim"
          name="faultPhotos"
          label={t('warrantyClaim/photos/faultPhotos')}
          hint={t('warrantyClaim/photos/faultPhotosHint')}
          locale={locale}
        />
        <FormFiles
          form={shared}
          kind="warranty-claim"
          name="proofOfPurchase"
          label={t('warrantyClaim/photos/proofOfPurchase')}
          hint={t('warrantyClaim/photos/proofOfPurchaseHint')}
          locale={locale}
        />
      </div>
    </fieldset>
  );
}
