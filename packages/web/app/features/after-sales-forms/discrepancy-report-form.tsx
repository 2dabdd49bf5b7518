import {
  DISCREPANCY_REPORT_LIMITS,
  discrepancyReportSchema,
} from '@airshop/domain/forms/after-sales/discrepancy-report';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { FormValues } from '../../forms/form-values.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { TextField } from '../../ui/text-field.tsx';
import styles from './after-sales-form.module.css';
import { Consents, useTermsText } from './consents.tsx';
import { ContactFieldset } from './contact-fieldset.tsx';
import {
  booleanOf,
  FormFiles,
  numberOf,
  optional,
  TextArea,
  type YesNo,
  YesNoQuestion,
} from './form-controls.tsx';
import { AfterSalesFormFrame, AfterSalesPage, FormRounds } from './form-frame.tsx';
import { type ContactNames, useAfterSalesForm } from './use-after-sales-form.ts';
import { useMayPrefill } from './use-may-prefill.ts';

type TextField_ =
  | 'Description'
  | 'NumberOfUnitsAffected'
  | 'ProductType'
  | 'SerialNumber'
  | 'BuildingProjectName'
  | 'OrderNumberSales'
  | 'CompanyName'
  | 'FGContactEmail'
  | 'Email'
  | 'FirstName'
  | 'LastName'
  | 'TelephoneCountryCode'
  | 'Telephone'
  | 'AddressLine1'
  | 'AddressLine2'
  | 'City'
  | 'PostalCode'
  | 'Country'
  | 'TermsAndConditionsAcceptance'
  | 'AgreementToBeContacted';

/** What the report holds while it is filled in, typed from the schema's input (ADR 0050). */
type DiscrepancyValues = FormValues<typeof discrepancyReportSchema, TextField_> & {
  NumberOfUnitsAffected: string;
  IssueIsSafetyRelated: YesNo;
  HighVolumeIssue: YesNo;
  IssueDocumentation: File[];
  PictureOfUnitLabel: File[];
};

const NAMES: ContactNames = {
  country: 'Country',
  telephoneCode: 'TelephoneCountryCode',
  telephone: 'Telephone',
  firstName: 'FirstName',
  lastName: 'LastName',
  companyName: 'CompanyName',
  email: 'Email',
  address1: 'AddressLine1',
  address2: 'AddressLine2',
  postalCode: 'PostalCode',
  city: 'City',
};
const REQUIRED = new Set([
  'CompanyName',
  'Email',
  'TelephoneCountryCode',
  'Telephone',
  'AddressLine1',
  'City',
  'PostalCode',
  'Country',
]);

export interface DiscrepancyPrefill {
  /** ?order=: the order the report is about (from the order page). */
  order: string;
  /** ?serial=: the unit's serial number (from the unit page). */
  serial: string;
}

function initialValues({ order, serial }: DiscrepancyPrefill): DiscrepancyValues {
  return {
    Description: '',
    IssueDocumentation: [],
    NumberOfUnitsAffected: '',
    IssueIsSafetyRelated: '',
    PictureOfUnitLabel: [],
    ProductType: '',
    SerialNumber: serial,
    HighVolumeIssue: '',
    BuildingProjectName: '',
    OrderNumberSales: order,
    CompanyName: '',
    FGContactEmail: '',
    Email: '',
    FirstName: '',
    LastName: '',
    TelephoneCountryCode: '',
    Telephone: '',
    AddressLine1: '',
    AddressLine2: '',
    City: '',
    PostalCode: '',
    Country: '',
    TermsAndConditionsAcceptance: false,
    AgreementToBeContacted: false,
  };
}

/** /{locale}/after-sales/discrepancy-report: something delivered was missing, damaged or wrong (spec §3, §5). */
export function DiscrepancyReportPage({ locale, prefill }: { locale: Locale; prefill: DiscrepancyPrefill }) {
  const t = useTranslations('afterSales');
  return (
    <AfterSalesPage title={t('discrepancy/title')} intro={t('discrepancy/intro')}>
      <FormRounds>
        {({ first, onAnother }) => (
          <DiscrepancyReportForm
            locale={locale}
            prefill={first ? prefill : { order: '', serial: '' }}
            onAnother={onAnother}
          />
        )}
      </FormRounds>
    </AfterSalesPage>
  );
}

function DiscrepancyReportForm({
  locale,
  prefill,
  onAnother,
}: {
  locale: Locale;
  prefill: DiscrepancyPrefill;
  onAnother(): void;
}) {
  const t = useTranslations('afterSales');
  const termsText = useTermsText();
  const form = useAfterSalesForm<DiscrepancyValues>({
    kind: 'discrepancy-report',
    schema: discrepancyReportSchema,
    initialValues: initialValues(prefill),
    locale,
    numbers: ['NumberOfUnitsAffected'],
    contact: NAMES,
    mayPrefill: useMayPrefill(),
    bodyOf: (values) => ({
      ...values,
      NumberOfUnitsAffected: numberOf(values.NumberOfUnitsAffected),
      IssueIsSafetyRelated: booleanOf(values.IssueIsSafetyRelated),
      HighVolumeIssue: booleanOf(values.HighVolumeIssue),
      ProductType: optional(values.ProductType),
      SerialNumber: optional(values.SerialNumber),
      BuildingProjectName: optional(values.BuildingProjectName),
      FirstName: optional(values.FirstName),
      LastName: optional(values.LastName),
      AddressLine2: optional(values.AddressLine2),
      // The terms the sender saw beside the box, in their language, kept with the report.
      TermsAndConditionAgreementText: termsText,
    }),
  });
  const L = DISCREPANCY_REPORT_LIMITS;
  const text = (name: TextField_, required = false) => ({ ...form.field(name), required });

  return (
    <AfterSalesFormFrame
      form={form}
      locale={locale}
      submitLabel={t('discrepancy/submit')}
      onAnother={onAnother}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('discrepancy/section/issue')}</legend>
        <TextArea
          form={form}
          name="Description"
          label={t('discrepancy/field/Description')}
          hint={t('discrepancy/field/DescriptionHint', { max: L.Description })}
          required
        />
        <div className={styles.grid}>
          <TextField
            label={t('discrepancy/field/NumberOfUnitsAffected')}
            hint={t('discrepancy/field/NumberOfUnitsAffectedHint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...text('NumberOfUnitsAffected', true)}
          />
        </div>
        <YesNoQuestion
          form={form}
          name="IssueIsSafetyRelated"
          label={t('discrepancy/field/IssueIsSafetyRelated')}
          hint={t('discrepancy/field/IssueIsSafetyRelatedHint')}
        />
        <YesNoQuestion
          form={form}
          name="HighVolumeIssue"
          label={t('discrepancy/field/HighVolumeIssue')}
          hint={t('discrepancy/field/HighVolumeIssueHint')}
        />
        <FormFiles
          form={form}
          kind="discrepancy-report"
          name="IssueDocumentation"
          label={t('discrepancy/field/IssueDocumentation')}
          hint={t('discrepancy/field/IssueDocumentationHint')}
          locale={locale}
        />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('discrepancy/section/unit')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('discrepancy/field/OrderNumberSales')}
            hint={t('discrepancy/field/OrderNumberSalesHint')}
            autoComplete="off"
            {...text('OrderNumberSales', true)}
          />
          <TextField
            label={t('discrepancy/field/SerialNumber')}
            hint={t('discrepancy/field/SerialNumberHint')}
            autoComplete="off"
            {...text('SerialNumber')}
          />
          <TextField label={t('discrepancy/field/ProductType')} {...text('ProductType')} />
          <TextField label={t('discrepancy/field/BuildingProjectName')} {...text('BuildingProjectName')} />
          <div className={styles.wide}>
            <TextField
              label={t('discrepancy/field/FGContactEmail')}
              hint={t('discrepancy/field/FGContactEmailHint')}
              type="email"
              inputMode="email"
              autoComplete="off"
              {...text('FGContactEmail', true)}
            />
          </div>
        </div>
        <FormFiles
          form={form}
          kind="discrepancy-report"
          name="PictureOfUnitLabel"
          label={t('discrepancy/field/PictureOfUnitLabel')}
          hint={t('discrepancy/field/PictureOfUnitLabelHint')}
          locale={locale}
        />
      </fieldset>
      <ContactFieldset
        form={form}
        locale={locale}
        names={NAMES}
        required={REQUIRED}
        addressLegend={t('discrepancy/section/address')}
      />
      <Consents form={form} terms="TermsAndConditionsAcceptance" agreement="AgreementToBeContacted" />
    </AfterSalesFormFrame>
  );
}
