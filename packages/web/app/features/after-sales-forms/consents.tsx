import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import styles from './after-sales-form.module.css';
import type { AfterSalesFormState } from './use-after-sales-form.ts';

/** The terms text shown beside the terms box; the discrepancy report sends it with the form, as the spec keeps it. */
export function useTermsText(): string {
  return useTranslations('afterSales')('consents/termsText');
}

/**
 * The two acceptance boxes every after-sales form asks for (spec §5: both must be ticked): the terms, with
 * their text beside the box, and the agreement to be contacted about the form.
 */
export function Consents({
  form,
  terms = 'termsAndConditions',
  agreement = 'agreementToContacted',
}: {
  form: AfterSalesFormState;
  terms?: string;
  agreement?: string;
}) {
  const t = useTranslations('afterSales');
  const box = (name: string, label: string) => (
    <Checkbox
      name={name}
      label={label}
      checked={form.values[name] === true}
      required
      error={form.fieldError(name)}
      onChange={(event) => {
        form.setValue(name, event.target.checked);
        form.touch(name);
      }}
      onBlur={form.onBlur(name)}
    />
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('consents/legend')}</legend>
      <p className={styles.terms}>{t('consents/termsText')}</p>
      <div className={styles.consents}>
        {box(terms, t('consents/terms'))}
        {box(agreement, t('consents/agreement'))}
      </div>
    </fieldset>
  );
}
