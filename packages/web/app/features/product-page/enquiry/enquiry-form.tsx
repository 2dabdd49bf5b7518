import { customerContactRoute } from '@airshop/domain/api/customer-contact-routes';
import type { SparePartEnquiryBody } from '@airshop/domain/forms/spare-part-enquiry';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useEffect, useRef } from 'react';
import { FormFailure } from '../../../forms/form-failure.tsx';
import { callApi } from '../../../platform/api-client.ts';
import { type Translate, useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { ContactStep, ProductStep } from './enquiry-fields.tsx';
import styles from './product-enquiry.module.css';
import {
  type EnquiryDefaults,
  type EnquiryFormState,
  loadEnquirySchema,
  useEnquiryForm,
} from './use-enquiry-form.ts';

interface EnquiryFormProps {
  defaults: EnquiryDefaults;
  locale: Locale;
  /** The visitor may read their company's contact details, which then fill the contact step. */
  mayPrefill: boolean;
  /** A new form after a sent or failed one: the keyboard starts at its heading. */
  focusOnMount: boolean;
  onSend(body: SparePartEnquiryBody): Promise<void>;
}

/** One filled-in enquiry: its two steps (spec §4), their messages, and the send of what the schema accepts. */
export function EnquiryForm({ defaults, locale, mayPrefill, focusOnMount, onSend }: EnquiryFormProps) {
  const t = useTranslations('productPage');
  const validation = useTranslations('validation');
  const form = useEnquiryForm(defaults, onSend);
  useContactPrefill(form, mayPrefill);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const contact = form.step === 1;

  return (
    <form
      {...form.formProps}
      className={styles.form}
      // The schema (and zod with it) is fetched when someone starts on the form, not with the page.
      onFocus={() => void loadEnquirySchema()}
    >
      <Stepper contact={contact} t={t} />
      <div className={styles.stepHead}>
        {/* A move between steps brings the focus here, so a screen reader starts at the new step. */}
        <h3 ref={heading} tabIndex={-1} data-step-start className={styles.stepTitle}>
          <span className={styles.stepCount}>{t('enquiry/stepOf', { step: form.step + 1, total: 2 })}</span>
          {contact ? t('enquiry/step/contact') : t('enquiry/step/product')}
        </h3>
        <p className={styles.requiredNote}>{t('enquiry/requiredNote')}</p>
      </div>
      {contact ? (
        <ContactStep form={form} t={t} validation={validation} locale={locale} />
      ) : (
        <ProductStep form={form} t={t} validation={validation} />
      )}
      <FormFailure message={form.formError} />
      <div className={styles.actions}>
        {contact ? (
          <Button variant="secondary" icon={<Icon name="arrowLeft" size={18} />} onClick={form.back}>
            {t('enquiry/back')}
          </Button>
        ) : null}
        {contact ? (
          // One send at a time: the button is disabled from the click until the answer (spec §4).
          <Button
            type="submit"
            className={styles.next}
            icon={<Icon name="mail" size={18} />}
            loading={form.sending}
            disabled={form.sending}
          >
            {t('enquiry/submit')}
          </Button>
        ) : (
          <Button type="submit" className={styles.next}>
            {t('enquiry/next')}
            <Icon name="arrowRight" size={18} />
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * When a buyer who may read their company's contact details reaches the contact step, those details fill the
 * empty fields, once per form. A failure leaves the fields as they are: the form works without it.
 */
function useContactPrefill(form: EnquiryFormState, allowed: boolean) {
  const done = useRef(false);
  // The latest form's prefill, so a new render does not ask again.
  const prefill = useRef(form.prefill);
  prefill.current = form.prefill;
  const contact = form.step === 1;
  useEffect(() => {
    if (!contact || !allowed || done.current) return;
    done.current = true;
    let finished = false;
    const abort = new AbortController();
    callApi(customerContactRoute, {}, { signal: abort.signal })
      .then((details) => prefill.current(details))
      .catch(() => undefined)
      .finally(() => {
        finished = true;
      });
    return () => {
      // Left before the answer (back to step 1): ask again next time.
      if (!finished) {
        abort.abort();
        done.current = false;
      }
    };
  }, [contact, allowed]);
}

/** Where the person is: step 1 product details, step 2 contact details. */
function Stepper({ contact, t }: { contact: boolean; t: Translate }) {
  const steps = [t('enquiry/step/product'), t('enquiry/step/contact')];
  return (
    <ol className={styles.stepper} aria-label={t('enquiry/steps')}>
      {steps.map((label, index) => {
        const current = index === (contact ? 1 : 0);
        const done = contact && index === 0;
        return (
          <li
            key={label}
            className={styles.stepperItem}
            data-current={current || undefined}
            data-done={done || undefined}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.stepperNumber} aria-hidden="true">
              {done ? <Icon name="check" size={16} /> : index + 1}
            </span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
