import {
  CURRENT_FAN_TYPES,
  RETROFIT_FANS_LIMITS,
  retrofitFansSchema,
  SUPPLY_VOLTAGES,
} from '@airshop/domain/forms/after-sales/retrofit-fans';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { FormValues } from '../../forms/form-values.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './after-sales-form.module.css';
import { Consents } from './consents.tsx';
import { CONTACT_NAMES, ContactFieldset, EMPTY_CONTACT } from './contact-fieldset.tsx';
import { FormFiles, numberOf, optional, TextArea } from './form-controls.tsx';
import { AfterSalesFormFrame, AfterSalesPage, FormRounds } from './form-frame.tsx';
import { useAfterSalesForm } from './use-after-sales-form.ts';
import { useMayPrefill } from './use-may-prefill.ts';

type Field =
  | 'serialNumber'
  | 'unitModel'
  | 'yearOfManufacture'
  | 'currentFanType'
  | 'numberOfFans'
  | 'supplyAirflow'
  | 'exhaustAirflow'
  | 'externalPressure'
  | 'supplyVoltage'
  | 'wishedDate'
  | 'description'
  | keyof typeof EMPTY_CONTACT;

/** What the request holds while it is filled in, typed from the schema's input (ADR 0050). */
type RetrofitValues = FormValues<typeof retrofitFansSchema, Field> & { photos: File[] };

const NUMBERS = ['numberOfFans', 'supplyAirflow', 'exhaustAirflow', 'externalPressure'] as const;

function initialValues(serial: string): RetrofitValues {
  return {
    serialNumber: serial,
    unitModel: '',
    yearOfManufacture: '',
    currentFanType: '',
    numberOfFans: '',
    supplyAirflow: '',
    exhaustAirflow: '',
    externalPressure: '',
    supplyVoltage: '',
    wishedDate: '',
    description: '',
    photos: [],
    ...EMPTY_CONTACT,
  };
}

/** /{locale}/after-sales/retrofit-fans: an offer to replace an older unit's fans with EC fans (ADR 0076). */
export function RetrofitFansPage({ locale, serial }: { locale: Locale; serial: string }) {
  const t = useTranslations('afterSales');
  return (
    <AfterSalesPage title={t('retrofitFans/title')} intro={t('retrofitFans/intro')}>
      <FormRounds>
        {({ first, onAnother }) => (
          <RetrofitFansForm locale={locale} serial={first ? serial : ''} onAnother={onAnother} />
        )}
      </FormRounds>
    </AfterSalesPage>
  );
}

function RetrofitFansForm({
  locale,
  serial,
  onAnother,
}: {
  locale: Locale;
  serial: string;
  onAnother(): void;
}) {
  const t = useTranslations('afterSales');
  const form = useAfterSalesForm<RetrofitValues>({
    kind: 'retrofit-fans',
    schema: retrofitFansSchema,
    initialValues: initialValues(serial),
    locale,
    numbers: NUMBERS,
    contact: CONTACT_NAMES,
    mayPrefill: useMayPrefill(),
    bodyOf: (values) => ({
      ...values,
      unitModel: optional(values.unitModel),
      yearOfManufacture: optional(values.yearOfManufacture),
      numberOfFans: numberOf(values.numberOfFans),
      supplyAirflow: numberOf(values.supplyAirflow),
      exhaustAirflow: numberOf(values.exhaustAirflow),
      externalPressure: numberOf(values.externalPressure),
      wishedDate: optional(values.wishedDate),
      description: optional(values.description),
      address2: optional(values.address2),
    }),
  });
  const L = RETROFIT_FANS_LIMITS;
  const text = (name: Field, required = false) => ({ ...form.field(name), required });
  const number = (name: (typeof NUMBERS)[number], max: number, required = false) => ({
    ...text(name, required),
    type: 'number',
    inputMode: 'numeric' as const,
    min: name === 'numberOfFans' ? 1 : 0,
    max,
    step: 1,
  });

  return (
    <AfterSalesFormFrame
      form={form}
      locale={locale}
      submitLabel={t('retrofitFans/submit')}
      onAnother={onAnother}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('retrofitFans/section/unit')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('retrofitFans/field/serialNumber')}
            hint={t('retrofitFans/field/serialNumberHint')}
            autoComplete="off"
            {...text('serialNumber', true)}
          />
          <TextField label={t('retrofitFans/field/unitModel')} {...text('unitModel')} />
          <TextField
            label={t('retrofitFans/field/yearOfManufacture')}
            hint={t('retrofitFans/field/yearOfManufactureHint')}
            inputMode="numeric"
            maxLength={L.yearOfManufacture}
            {...text('yearOfManufacture')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('retrofitFans/section/fans')}</legend>
        <div className={styles.grid}>
          <Select
            label={t('retrofitFans/field/currentFanType')}
            placeholder={t('contact/choose')}
            options={CURRENT_FAN_TYPES.map((type) => ({
              value: type,
              label: t(`retrofitFans/fanType/${type}`),
            }))}
            {...text('currentFanType', true)}
          />
          <TextField
            label={t('retrofitFans/field/numberOfFans')}
            {...number('numberOfFans', L.maxFans, true)}
          />
          <TextField
            label={t('retrofitFans/field/supplyAirflow')}
            hint={t('retrofitFans/field/unknownHint')}
            {...number('supplyAirflow', L.maxAirflow)}
          />
          <TextField
            label={t('retrofitFans/field/exhaustAirflow')}
            hint={t('retrofitFans/field/unknownHint')}
            {...number('exhaustAirflow', L.maxAirflow)}
          />
          <TextField
            label={t('retrofitFans/field/externalPressure')}
            hint={t('retrofitFans/field/unknownHint')}
            {...number('externalPressure', L.maxPressure)}
          />
          <Select
            label={t('retrofitFans/field/supplyVoltage')}
            placeholder={t('contact/choose')}
            options={SUPPLY_VOLTAGES.map((voltage) => ({
              value: voltage,
              label: t(`retrofitFans/voltage/${voltage}`),
            }))}
            {...text('supplyVoltage', true)}
          />
          <TextField
            label={t('retrofitFans/field/wishedDate')}
            hint={t('retrofitFans/field/wishedDateHint')}
            type="date"
            {...text('wishedDate')}
          />
        </div>
        <TextArea
          form={form}
          name="description"
          label={t('retrofitFans/field/description')}
          hint={t('retrofitFans/field/descriptionHint', { max: L.description })}
        />
        <FormFiles
          form={form}
          kind="retrofit-fans"
          name="photos"
          label={t('retrofitFans/field/photos')}
          hint={t('retrofitFans/field/photosHint')}
          locale={locale}
        />
      </fieldset>
      <ContactFieldset form={form} locale={locale} />
      <Consents form={form} />
    </AfterSalesFormFrame>
  );
}
