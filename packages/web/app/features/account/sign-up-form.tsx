import type { SignUpResult } from '@airshop/domain/account/auth';
import { LOCALE_NATIVE_NAMES } from '@airshop/domain/i18n/locale-names';
import { intlTag, LOCALES, type Locale } from '@airshop/domain/i18n/locales';
import { type CurrentMarket, marketDisplayName } from '@airshop/domain/site/market';
import { Form, Link, useNavigation } from 'react-router';
import { FormFailure } from '../../forms/form-failure.tsx';
import { type FormAnswer, useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSharedText } from '../shell/index.ts';
import { checkSignUp, SIGN_UP_FIELDS, type SignUpValues } from './account-checks.ts';
import { accountStyles as styles } from './account-page.tsx';
import { NewPasswordField } from './new-password-field.tsx';

const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NATIVE_NAMES[value] }));

/** What the sign-up page's action answered to the last post: refused, or the account it made. */
export type SignUpAnswer = FormAnswer<SignUpValues> | { done: SignUpResult } | undefined;

/**
 * Company (an existing customer number or a new company), person, e-mail, password and language, posted to the
 * page's action (signUpAction), which signs up through the same service as POST Customer/SignUp. A plain HTML
 * form post: it works before the page's script has loaded and without it.
 */
export function SignUpForm({
  locale,
  market,
  answer,
}: {
  locale: Locale;
  market: CurrentMarket;
  answer: SignUpAnswer;
}) {
  const t = useTranslations('account');
  const shared = useSharedText();
  const refused = answer && 'errors' in answer ? answer : undefined;
  // The browser's check is the action's, for the market of the site version the page is in.
  const form = useForm<SignUpValues>({
    answer: refused,
    check: { fields: SIGN_UP_FIELDS, run: (values) => checkSignUp(values, market.MarketId).errors },
  });
  const busy = useNavigation().state === 'submitting';
  const typed = refused?.values ?? {};
  const choice = typed.companyChoice === 'new' ? 'new' : 'existing';

  if (answer && 'done' in answer) {
    return (
      <Notice tone="success" role="status" title={t('signUp/doneTitle')}>
        <p>
          {t('signUp/doneText', {
            status: shared(`userStatus/${answer.done.UserStatus}`, answer.done.UserStatusName),
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
    <Form {...form.formProps} method="post" className={styles.form}>
      <FormFailure message={form.formError} />
      <fieldset className={styles.section}>
        <legend>{t('signUp/companySection')}</legend>
        <div className={styles.choices} role="radiogroup" aria-label={t('signUp/companyChoice')}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="companyChoice"
              value="existing"
              defaultChecked={choice === 'existing'}
            />
            <span>{t('signUp/existingCompany')}</span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="companyChoice" value="new" defaultChecked={choice === 'new'} />
            <span>{t('signUp/newCompany')}</span>
          </label>
        </div>
        <div className={styles.existingCompany}>
          <TextField
            label={t('fields/customerNumber')}
            hint={t('fields/customerNumberHint')}
            autoComplete="off"
            required
            {...form.field('CustomerNumber')}
          />
        </div>
        <div className={styles.newCompany}>
          <TextField
            label={t('fields/companyName')}
            autoComplete="organization"
            required
            {...form.field('NewCompanyName')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('signUp/personSection')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('fields/firstName')}
            autoComplete="given-name"
            required
            {...form.field('FirstName')}
          />
          <TextField
            label={t('fields/lastName')}
            autoComplete="family-name"
            required
            {...form.field('LastName')}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={t('fields/email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.field('Email')}
          />
          <TextField label={t('fields/phone')} type="tel" autoComplete="tel" {...form.field('Phone')} />
        </div>
        <NewPasswordField form={form} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('signUp/preferencesSection')}</legend>
        <p className={styles.fact}>
          {t('signUp/market', { market: marketDisplayName(market, intlTag(locale)) })}
        </p>
        <Select
          label={t('fields/language')}
          name="Language"
          options={LANGUAGE_OPTIONS}
          defaultValue={typed.Language || locale}
          error={form.fieldError('Language')}
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
    </Form>
  );
}
