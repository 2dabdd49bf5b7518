import { type FormEvent, useState } from 'react';
import {
  type Translate,
  useTranslationStatus,
  useTranslations,
} from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

interface Values {
  company: string;
  name: string;
  email: string;
  country: string;
  terms: boolean;
  agreement: boolean;
}

const EMPTY: Values = { company: '', name: '', email: '', country: '', terms: false, agreement: false };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shared validation messages in use; the rules here are a demo, real forms take theirs from domain. */
function validate(values: Values, v: Translate): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.company.trim()) errors.company = v('required');
  else if (values.company.length > 100) errors.company = v('maxLength', { max: 100 });
  if (!values.name.trim()) errors.name = v('required');
  else if (values.name.trim().length < 2) errors.name = v('minLength', { min: 2 });
  else if (values.name.length > 50) errors.name = v('maxLength', { max: 50 });
  if (!values.email.trim()) errors.email = v('required');
  else if (!EMAIL.test(values.email.trim())) errors.email = v('email');
  if (!values.country) errors.country = v('required');
  if (!values.terms) errors.terms = v('terms');
  if (!values.agreement) errors.agreement = v('agreement');
  return errors;
}

export function FormDemo() {
  const t = useTranslations('uiKit');
  const shared = useTranslations('shared');
  const v = useTranslations('validation');
  const status = useTranslationStatus('validation');
  const snackbar = useSnackbar();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const errors = validate(values, v);
  // Spec: a field with an error that was touched shows its message under the field.
  const shown = (field: keyof Values) => (touched[field] ? errors[field] : undefined);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [field]: value }));
  const touch = (field: keyof Values) => setTouched((old) => ({ ...old, [field]: true }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ company: true, name: true, email: true, country: true, terms: true, agreement: true });
    if (Object.keys(errors).length > 0) {
      snackbar.show({ type: 'error', message: t('form/fixErrors') });
      return;
    }
    snackbar.show({ type: 'success', message: t('form/sent') });
    setValues(EMPTY);
    setTouched({});
  };

  return (
    <DemoSection id="form" title={t('form/title')}>
      {status === 'error' ? (
        <div data-testid="validation-translations-error">
          <Notice tone="error" role="alert" title={shared('translations/failedTitle')}>
            <p>{shared('translations/failedText')}</p>
          </Notice>
        </div>
      ) : status === 'loading' ? (
        <Skeleton lines={4} label={shared('loading/translations')} />
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('form/title')}>
          <TextField
            label={t('form/company')}
            name="company"
            autoComplete="organization"
            required
            value={values.company}
            onChange={(e) => set('company', e.target.value)}
            onBlur={() => touch('company')}
            error={shown('company')}
          />
          <TextField
            label={t('form/name')}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            onBlur={() => touch('name')}
            error={shown('name')}
          />
          <TextField
            label={t('form/email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            hint={t('form/emailHint')}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            onBlur={() => touch('email')}
            error={shown('email')}
          />
          <Select
            label={t('form/country')}
            name="country"
            required
            placeholder={t('form/countryPlaceholder')}
            options={[
              { value: 'SE', label: t('form/countries/se') },
              { value: 'FI', label: t('form/countries/fi') },
              { value: 'DE', label: t('form/countries/de') },
              { value: 'PL', label: t('form/countries/pl') },
            ]}
            value={values.country}
            onChange={(e) => set('country', e.target.value)}
            onBlur={() => touch('country')}
            error={shown('country')}
          />
          <div className={styles.full}>
            <Checkbox
              label={t('form/terms')}
              name="terms"
              checked={values.terms}
              onChange={(e) => {
                set('terms', e.target.checked);
                touch('terms');
              }}
              error={shown('terms')}
            />
          </div>
          <div className={styles.full}>
            <Checkbox
              label={t('form/agreement')}
              name="agreement"
              checked={values.agreement}
              onChange={(e) => {
                set('agreement', e.target.checked);
                touch('agreement');
              }}
              error={shown('agreement')}
            />
          </div>
          <div className={styles.full}>
            <Button type="submit">{t('form/submit')}</Button>
          </div>
        </form>
      )}
    </DemoSection>
  );
}
