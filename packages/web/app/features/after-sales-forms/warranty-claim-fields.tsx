import { WARRANTY_CLAIM_LIMITS as L } from '@airshop/domain/forms/after-sales/warranty-claim';
import { SPARE_PART_TYPES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import { useId } from 'react';
import type { useForm } from '../../forms/use-form.ts';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './service-request.module.css';
import { TextArea } from './service-request-fields.tsx';
import { todayIso, type WarrantyClaimValues } from './warranty-claim-values.ts';

export type WarrantyClaimForm = ReturnType<typeof useForm<WarrantyClaimValues>>;

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
        <YesNo form={form} t={t} />
        <div className={styles.full}>
          <TextArea
            label={t('warrantyClaim/fault/faultDescription')}
            hint={t('warrantyClaim/fault/faultDescriptionHint')}
            required
            maxLength={L.faultDescription}
            {...form.field('faultDescription')}
          />
        </div>
        <div className={styles.full}>
          <TextArea
            label={t('warrantyClaim/fault/actionsTaken')}
            hint={t('warrantyClaim/fault/actionsTakenHint')}
            rows={3}
            maxLength={L.actionsTaken}
            {...form.field('actionsTaken')}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** Is the unit still in operation: two radio buttons, neither chosen until someone answers. */
function YesNo({ form, t }: GroupProps) {
  const id = useId();
  const error = form.fieldError('unitInOperation');
  const errorId = `${id}-error`;
  const choose = (value: 'yes' | 'no') => {
    form.setValue('unitInOperation', value);
    form.touch('unitInOperation');
  };
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend>
        {t('warrantyClaim/fault/unitInOperation')}
        <span aria-hidden="true"> *</span>
      </legend>
      {(['yes', 'no'] as const).map((value) => (
        <label key={value} className={styles.choice}>
          <input
            type="radio"
            name="unitInOperation"
            value={value}
            required
            checked={form.values.unitInOperation === value}
            aria-invalid={error ? true : undefined}
            onChange={() => choose(value)}
            onBlur={form.onBlur('unitInOperation')}
          />
          {t(`warrantyClaim/fault/${value}`)}
        </label>
      ))}
      {error ? (
        <p className={styles.choiceError} id={errorId}>
          <Icon name="alert" size={16} /> {error}
        </p>
      ) : null}
    </fieldset>
  );
}
