import { SERVICE_REQUEST_LIMITS as L } from '@airshop/domain/forms/after-sales/service-request';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { useCountryOptions } from '../../ui/country-options.ts';
import { CountrySelect } from '../../ui/country-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FormFiles, TextArea } from './form-controls.tsx';
import { rowFieldKey } from './form-rows.ts';
import { type RowColumn, RowsEditor, type RowsEditorTexts } from './rows-editor.tsx';
import styles from './service-request.module.css';
import {
  type MEASURE_POINT_FIELDS,
  type OPERATING_TIME_FIELDS,
  ROW_LISTS,
  type RowList,
  SECTION_FIELDS,
  type Section,
  type ServiceRequestTextField,
  type ServiceRequestValues,
  SYSTEM_FIELDS,
} from './service-request-values.ts';
import type { AfterSalesFormState, useAfterSalesForm } from './use-after-sales-form.ts';

export type ServiceRequestForm = ReturnType<typeof useAfterSalesForm<ServiceRequestValues>>;

interface GroupProps {
  form: ServiceRequestForm;
  t: Translate;
}

const REQUIRED = new Set<string>([
  'client',
  'contactPerson',
  'telephoneCode',
  'telephone',
  'email',
  'country',
  ...(['supply', 'exhaust'] as const).flatMap((section) =>
    (['width', 'lenght', 'height'] as const).map((field) => `${section}.${field}`),
  ),
]);

/** A text control's props: the form's (value, change, blur, message), the required mark and the limit. */
function text(form: ServiceRequestForm, name: ServiceRequestTextField, maxLength?: number) {
  return { ...form.field(name), required: REQUIRED.has(name), maxLength };
}

/** Who asks, and how the service team reaches them (the spec's own camelCase fields, not the contact set). */
export function ClientGroup({ form, t, locale }: GroupProps & { locale: Locale }) {
  const { countries, codes } = useCountryOptions(locale);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('serviceRequest/client/title')}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('serviceRequest/client/client')}
          autoComplete="organization"
          {...text(form, 'client', L.client)}
        />
        <TextField
          label={t('serviceRequest/client/contactPerson')}
          autoComplete="name"
          {...text(form, 'contactPerson', L.contactPerson)}
        />
        <div className={styles.full}>
          <TextField
            label={t('serviceRequest/client/email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...text(form, 'email', L.email)}
          />
        </div>
        <CountrySelect
          label={t('serviceRequest/client/telephoneCode')}
          placeholder={t('serviceRequest/client/choose')}
          options={codes}
          {...text(form, 'telephoneCode')}
          onChange={(event) => form.setTelephoneCode(event.target.value)}
        />
        <TextField
          label={t('serviceRequest/client/telephone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...text(form, 'telephone', L.telephone)}
        />
        <CountrySelect
          label={t('serviceRequest/client/country')}
          placeholder={t('serviceRequest/client/choose')}
          options={countries}
          autoComplete="country"
          {...text(form, 'country')}
          onChange={(event) => form.setCountry(event.target.value)}
        />
        <TextField
          label={t('serviceRequest/client/city')}
          autoComplete="address-level2"
          {...text(form, 'city', L.city)}
        />
      </div>
    </fieldset>
  );
}

/** The air-handling system the visit is for. */
export function SystemGroup({ form, t }: GroupProps) {
  const limits = {
    systemName: L.systemName,
    unitModel: L.unitModel,
    serialNumber: L.serialNumber,
    yearOfManufacture: L.yearOfManufacture,
    location: L.location,
    controlSystem: L.controlSystem,
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('serviceRequest/system/title')}</legend>
      <p className={styles.intro}>{t('serviceRequest/system/intro')}</p>
      <div className={styles.grid}>
        {SYSTEM_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`serviceRequest/system/${field}`)}
            autoComplete="off"
            inputMode={field === 'yearOfManufacture' ? 'numeric' : undefined}
            {...text(form, `system.${field}`, limits[field])}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The supply and the exhaust section side by side: airflow, pressure and the size (all three required). */
export function SectionsGroup({ form, t }: GroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('serviceRequest/sections/title')}</legend>
      <p className={styles.intro}>{t('serviceRequest/sections/intro')}</p>
      <div className={styles.sections}>
        {(['supply', 'exhaust'] as const satisfies readonly Section[]).map((section) => (
          <fieldset key={section} className={styles.section}>
            <legend className={styles.sectionTitle}>{t(`serviceRequest/sections/${section}`)}</legend>
            <div className={styles.sectionGrid}>
              {SECTION_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(`serviceRequest/sections/${field}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  {...text(form, `${section}.${field}`, L.measure)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

/** How the system runs: the electricity price, the operating-time rows and the points already measured. */
export function OperationGroup({ form, t }: GroupProps) {
  const rowTexts = (list: RowList): RowsEditorTexts => ({
    title: t(`serviceRequest/${list}/title`),
    intro: t(`serviceRequest/${list}/intro`),
    row: (number) => t(`serviceRequest/${list}/row`, { number }),
    add: t(`serviceRequest/${list}/add`),
    remove: (number) => t(`serviceRequest/${list}/remove`, { number }),
    count: (count, max) => t('serviceRequest/rows/count', { count, max }),
    empty: t(`serviceRequest/${list}/empty`),
  });
  const rowProps = <List extends RowList>(list: List) => ({
    name: list,
    max: ROW_LISTS[list].max,
    texts: rowTexts(list),
    error: (index: number, field: string) => form.fieldError(rowFieldKey(list, index, field)),
    onBlur: (index: number, field: string) => form.onBlur(rowFieldKey(list, index, field)),
  });
  const operatingColumns: RowColumn<(typeof OPERATING_TIME_FIELDS)[number]>[] = [
    {
      field: 'days',
      label: t('serviceRequest/operatingTime/days'),
      required: true,
      maxLength: L.operatingDays,
      wide: true,
    },
    {
      field: 'from',
      label: t('serviceRequest/operatingTime/from'),
      required: true,
      maxLength: L.measure,
      placeholder: '06:00',
    },
    {
      field: 'to',
      label: t('serviceRequest/operatingTime/to'),
      required: true,
      maxLength: L.measure,
      placeholder: '18:00',
    },
    {
      field: 'airflowPercent',
      label: t('serviceRequest/operatingTime/airflowPercent'),
      maxLength: L.measure,
      inputMode: 'decimal',
    },
  ];
  const measureColumns: RowColumn<(typeof MEASURE_POINT_FIELDS)[number]>[] = [
    {
      field: 'name',
      label: t('serviceRequest/measurePoint/name'),
      required: true,
      maxLength: L.measurePointName,
      wide: true,
    },
    {
      field: 'airflow',
      label: t('serviceRequest/measurePoint/airflow'),
      maxLength: L.measure,
      inputMode: 'decimal',
    },
    {
      field: 'pressure',
      label: t('serviceRequest/measurePoint/pressure'),
      maxLength: L.measure,
      inputMode: 'decimal',
    },
    {
      field: 'temperature',
      label: t('serviceRequest/measurePoint/temperature'),
      maxLength: L.measure,
      inputMode: 'decimal',
    },
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('serviceRequest/operation/title')}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('serviceRequest/operation/electricityPrice')}
          hint={t('serviceRequest/operation/electricityPriceHint')}
          inputMode="decimal"
          autoComplete="off"
          {...text(form, 'electricityPrice', L.electricityPrice)}
        />
      </div>
      <RowsEditor
        {...rowProps('operatingTime')}
        rows={form.values.operatingTime as ServiceRequestValues['operatingTime']}
        columns={operatingColumns}
        onChange={(rows) => form.setValue('operatingTime', rows as ServiceRequestValues['operatingTime'])}
      />
      <RowsEditor
        {...rowProps('measurePoint')}
        rows={form.values.measurePoint as ServiceRequestValues['measurePoint']}
        columns={measureColumns}
        onChange={(rows) => form.setValue('measurePoint', rows as ServiceRequestValues['measurePoint'])}
      />
    </fieldset>
  );
}

/** What the visit is for, in the sender's words, and a file to go with it. */
export function DetailsGroup({ form, t, locale }: GroupProps & { locale: Locale }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('serviceRequest/details/title')}</legend>
      <div className={styles.stack}>
        <TextArea
          form={form as unknown as AfterSalesFormState}
          name="description"
          label={t('serviceRequest/description')}
          hint={t('serviceRequest/descriptionHint')}
        />
        <FormFiles
          form={form as unknown as AfterSalesFormState}
          kind="service-request"
          name="attachment"
          label={t('serviceRequest/attachment')}
          hint={t('serviceRequest/attachmentHint')}
          locale={locale}
        />
      </div>
    </fieldset>
  );
}
