import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useCountryOptions } from '../../ui/country-options.ts';
import { CountrySelect } from '../../ui/country-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './after-sales-form.module.css';
import type { AfterSalesFormState, ContactNames } from './use-after-sales-form.ts';

/** The camelCase contact fields of `contactFields` (retrofit fans, warranty claim), as the hook sets them. */
export const CONTACT_NAMES: ContactNames = {
  country: 'country',
  telephoneCode: 'telephoneCountryCode',
  telephone: 'telephone',
  firstName: 'firstName',
  lastName: 'lastName',
  companyName: 'companyName',
  email: 'email',
  address1: 'address1',
  address2: 'address2',
  postalCode: 'postalCode',
  city: 'city',
};

/** The contact values every form built on `contactFields` starts with: the consents unticked. */
export const EMPTY_CONTACT = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  telephoneCountryCode: '',
  telephone: '',
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  country: '',
  termsAndConditions: false,
  agreementToContacted: false,
};

interface ContactFieldsetProps {
  form: AfterSalesFormState;
  locale: Locale;
  /** The form's names of the fields (the discrepancy report's are the spec's PascalCase). */
  names?: ContactNames;
  /** Which of the names are required by the form's schema. */
  required?: ReadonlySet<string>;
  /** The address is where the unit stands (retrofit, warranty) or the sender's own (discrepancy). */
  addressLegend?: string;
}

const CONTACT_REQUIRED = new Set([
  'companyName',
  'firstName',
  'lastName',
  'email',
  'telephoneCountryCode',
  'telephone',
  'address1',
  'city',
  'postalCode',
  'country',
]);

/**
 * Who sends the form and where: name, company, e-mail, telephone with its calling code, and the address with
 * its country. The country picks the calling code until one is chosen; a signed-in buyer's details fill the
 * empty fields (the hook's prefill).
 */
export function ContactFieldset({
  form,
  locale,
  names = CONTACT_NAMES,
  required = CONTACT_REQUIRED,
  addressLegend,
}: ContactFieldsetProps) {
  const t = useTranslations('afterSales');
  const { countries, codes } = useCountryOptions(locale);
  const text = (name: string | undefined) =>
    name ? { ...form.field(name as never), required: required.has(name) } : undefined;
  const first = text(names.firstName);
  const last = text(names.lastName);
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('contact/legend')}</legend>
        <div className={styles.grid}>
          {first ? <TextField label={t('contact/firstName')} autoComplete="given-name" {...first} /> : null}
          {last ? <TextField label={t('contact/lastName')} autoComplete="family-name" {...last} /> : null}
          <div className={styles.wide}>
            <TextField
              label={t('contact/companyName')}
              autoComplete="organization"
              {...text(names.companyName)}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              label={t('contact/email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...text(names.email)}
            />
          </div>
          <CountrySelect
            label={t('contact/telephoneCountryCode')}
            placeholder={t('contact/choose')}
            options={codes}
            {...text(names.telephoneCode)}
            onChange={(event) => form.setTelephoneCode(event.target.value)}
          />
          <TextField
            label={t('contact/telephone')}
            hint={t('contact/telephoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...text(names.telephone)}
          />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{addressLegend ?? t('contact/addressLegend')}</legend>
        <div className={styles.grid}>
          <TextField label={t('contact/address1')} autoComplete="address-line1" {...text(names.address1)} />
          <TextField label={t('contact/address2')} autoComplete="address-line2" {...text(names.address2)} />
          <div className={styles.cityRow}>
            <TextField
              label={t('contact/postalCode')}
              autoComplete="postal-code"
              {...text(names.postalCode)}
            />
            <TextField label={t('contact/city')} autoComplete="address-level2" {...text(names.city)} />
          </div>
          <CountrySelect
            label={t('contact/country')}
            placeholder={t('contact/choose')}
            options={countries}
            autoComplete="country"
            {...text(names.country)}
            onChange={(event) => form.setCountry(event.target.value)}
          />
        </div>
      </fieldset>
    </>
  );
}
