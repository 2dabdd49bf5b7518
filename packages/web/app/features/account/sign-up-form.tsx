import {
  joinCompanySchema,
  newCompanySchema,
  type SignUpResult,
  signUpBodySchema,
} from '@airshop/domain/auth';
import { LOCALE_NATIVE_NAMES } from '@airshop/domain/locale-names';
import { LOCALES, type Locale } from '@airshop/domain/locales';
import type { CurrentMarket } from '@airshop/domain/market';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { useSharedText } from '../shell/shared-text.ts';
import { accountStyles as styles } from './account-page.tsx';
import { apiErrorMessage, invalidPaths } from './api-error-message.ts';
import { fieldErrorsOf, focusFirstError } from './form-errors.ts';
import { FormFailure } from './form-failure.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { useFormFields } from './use-form-fields.ts';

type CompanyChoice = 'existing' | 'new';

const EMPTY = {
  CustomerNumber: '',
  NewCompanyName: '',
  VatNumber: '',
  FirstName: '',
  LastName: '',
  Email: '',
  Phone: '',
  Password: '',
};
type Values = typeof EMPTY;

const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NATIVE_NAMES[value] }));

/** Blank optional fields are left out rather than sent as empty strings. */
function optional(value: string): string | undefined {
  return value.trim() ? value : undefined;
}

/**
 * POST Customer/SignUp: company (an existing customer number or a new company), person, e-mail, password, market
 * and language. The market is the one of the site version the visitor is on; the account starts waiting for
 * approval, and the answer names the first step.
 */
export function SignUpForm({ locale, market }: { locale: Locale; market: CurrentMarket }) {
  const t = useTranslations('account');
  const validation = useTranslations('validation');
  const shared = useSharedText();
  const form = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState<CompanyChoice>('existing');
  const { values, errors, setErrors, change } = useFormFields<Values>(EMPTY);
  const [language, setLanguage] = useState<Locale>(locale);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SignUpResult | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const company =
      choice === 'existing'
        ? { CustomerNumber: values.CustomerNumber }
        : { NewCompanyName: values.NewCompanyName, VatNumber: optional(values.VatNumber) };
    // The company is checked with the schema of the chosen kind, so its fields get their own messages
    // (the body's union would only say that neither kind matched).
    const companyParsed = (choice === 'existing' ? joinCompanySchema : newCompanySchema).safeParse(company);
    const parsed = signUpBodySchema.safeParse({
      Company: companyParsed.success ? companyParsed.data : company,
      FirstName: values.FirstName,
      LastName: values.LastName,
      Email: values.Email,
      Phone: optional(values.Phone),
      Password: values.Password,
      Market: market.MarketId,
      Language: language,
    });
    if (!parsed.success || !companyParsed.success) {
      const issues = [...(companyParsed.error?.issues ?? []), ...(parsed.error?.issues ?? [])];
      setErrors(fieldErrorsOf(issues, values, validation));
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest<SignUpResult>('Customer/SignUp', {
        method: 'POST',
        body: parsed.data,
      });
      if (result) setDone(result);
      else setFailure(t('errors/generic'));
    } catch (error) {
      // An unknown customer number is the customer-number field's error, read out where it is typed.
      if (invalidPaths(error).includes('Company.CustomerNumber')) {
        setErrors({ CustomerNumber: t('signUp/unknownCustomerNumber') });
        requestAnimationFrame(() => focusFirstError(form.current));
      } else {
        setFailure(apiErrorMessage(error, t, { conflict: t('signUp/conflict') }));
      }
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Notice tone="success" role="status" title={t('signUp/doneTitle')}>
        <p>
          {t('signUp/doneText', {
            status: shared(`userStatus/${done.UserStatus}`, done.UserStatusName),
          })}
        </p>
        <p>
          <Link className={styles.link} to={`/${locale}/`}>
            {t('signUp/backHome')}
          </Link>
        </p>
      </Notice>
    );
  }

  return (
    <form ref={form} method="post" className={styles.form} onSubmit={submit} noValidate>
      <FormFailure message={failure} />
      <fieldset className={styles.section}>
        <legend>{t('signUp/companySection')}</legend>
        <div className={styles.choices} role="radiogroup" aria-label={t('signUp/companyChoice')}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="companyChoice"
              value="existing"
              checked={choice === 'existing'}
              onChange={() => setChoice('existing')}
            />
            <span>{t('signUp/existingCompany')}</span>
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="companyChoice"
              value="new"
              checked={choice === 'new'}
              onChange={() => setChoice('new')}
            />
            <span>{t('signUp/newCompany')}</span>
          </label>
        </div>
        {choice === 'existing' ? (
          <TextField
            label={t('fields/customerNumber')}
            hint={t('fields/customerNumberHint')}
            name="CustomerNumber"
            autoComplete="off"
            required
            value={values.CustomerNumber}
            onChange={change('CustomerNumber')}
            error={errors.CustomerNumber}
          />
        ) : (
          <div className={styles.pair}>
            <TextField
              label={t('fields/companyName')}
              name="NewCompanyName"
              autoComplete="organization"
              required
              value={values.NewCompanyName}
              onChange={change('NewCompanyName')}
              error={errors.NewCompanyName}
            />
            <TextField
              label={t('fields/vatNumber')}
              name="VatNumber"
              value={values.VatNumber}
              onChange={change('VatNumber')}
              error={errors.VatNumber}
            />
          </div>
        )}
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('signUp/personSection')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('fields/firstName')}
            name="FirstName"
            autoComplete="given-name"
            required
            value={values.FirstName}
            onChange={change('FirstName')}
            error={errors.FirstName}
          />
          <TextField
            label={t('fields/lastName')}
            name="LastName"
            autoComplete="family-name"
            required
            value={values.LastName}
            onChange={change('LastName')}
            error={errors.LastName}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('fields/email')}
            name="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.Email}
            onChange={change('Email')}
            error={errors.Email}
          />
          <TextField
            label={t('fields/phone')}
            name="Phone"
            type="tel"
            autoComplete="tel"
            value={values.Phone}
            onChange={change('Phone')}
            error={errors.Phone}
          />
        </div>
        <NewPasswordField value={values.Password} onChange={change('Password')} error={errors.Password} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('signUp/preferencesSection')}</legend>
        <p className={styles.fact}>{t('signUp/market', { market: market.Name })}</p>
        <Select
          label={t('fields/language')}
          name="Language"
          options={LANGUAGE_OPTIONS}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('signUp/submit')}
        </Button>
        <Link className={styles.link} to={`/${locale}/account/sign-in`}>
          {t('signUp/haveAccount')}
        </Link>
      </div>
    </form>
  );
}
