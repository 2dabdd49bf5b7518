import { mayUseCompanyData } from '@airshop/domain/account/company-data';
import { customerContactRoute } from '@airshop/domain/api/customer-contact-routes';
import type { ProductDetail } from '@airshop/domain/catalog/product';
import { countryByCode } from '@airshop/domain/i18n/countries';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormFailure } from '../../../forms/form-failure.tsx';
import { callApi } from '../../../platform/api-client.ts';
import { type Translate, useTranslations } from '../../../platform/i18n/use-translations.ts';
import type { UploadProgress } from '../../../platform/upload-request.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { type LayoutData, useLayoutData } from '../../shell/index.ts';
import { ContactStep, ProductStep } from './enquiry-fields.tsx';
import styles from './product-enquiry.module.css';
import { type EnquiryForm, type EnquiryStep, loadEnquirySchema, useEnquiryForm } from './use-enquiry-form.ts';

/**
 * The wizard of the spare-part enquiry (spec §4, §5, §8) inside its section's card: the two steps, then loading,
 * success or error. Loaded when the section comes near the screen (product-enquiry.tsx), so pages carry it only
 * for the people who scroll to it.
 */
export default function EnquiryWizard({ detail, locale }: { detail: ProductDetail; locale: Locale }) {
  const layout = useLayoutData();
  // The enquiry names the visitor's market, which the layout loads; without it (its loader failed and the error
  // page shows) there is no market to send, and guessing one would mail the wrong back office.
  if (!layout) return null;
  return <EnquiryWizardForMarket detail={detail} locale={locale} layout={layout} />;
}

function EnquiryWizardForMarket({
  detail,
  locale,
  layout,
}: {
  detail: ProductDetail;
  locale: Locale;
  layout: LayoutData;
}) {
  const t = useTranslations('productPage');
  const validation = useTranslations('validation');
  const marketId = layout.market.MarketId;
  const defaults = useMemo(
    () => ({
      productName: detail.Name.slice(0, 100),
      country: countryByCode(marketId)?.countryCode ?? '',
      locale,
      marketId,
    }),
    [detail.Name, marketId, locale],
  );
  const form = useEnquiryForm(defaults, validation);
  // Only a user who may read their company's contact details asks for them: anyone else would get a 403,
  // which reloads the page (ADR 0034).
  const profile = layout.profile;
  const mayPrefill =
    profile?.IsLoggedIn === true &&
    mayUseCompanyData({ status: profile.UserStatus, hasWebshopRole: profile.HasWebshopRole });
  useContactPrefill(form, mayPrefill);
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  // After a move between steps, focus goes to the new step's heading, so a screen reader starts there and the
  // keyboard continues from the top of the step (not on the first page load).
  useEffect(() => {
    if (!moved.current) return;
    const target = form.step === 'product' || form.step === 'contact' ? stepHeading : resultHeading;
    target.current?.focus();
  }, [form.step]);

  // A step with errors sends focus to its first invalid field, once React has rendered the messages.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusField = (field: string | undefined) => {
    if (field) setFocusRequest((n) => n + 1);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    moved.current = true;
    focusField(form.step === 'product' ? await form.next() : await form.submit());
  }

  const inForm = form.step === 'product' || form.step === 'contact';
  const stepNumber = form.step === 'product' ? 1 : 2;

  return (
    <div className={styles.card}>
      {inForm ? (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          // The schema (and zod with it) is fetched when someone starts on the form, not with the page.
          onFocus={() => void loadEnquirySchema()}
        >
          <Stepper step={form.step} t={t} />
          <div className={styles.stepHead}>
            <h3 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
              <span className={styles.stepCount}>{t('enquiry/stepOf', { step: stepNumber, total: 2 })}</span>
              {form.step === 'product' ? t('enquiry/step/product') : t('enquiry/step/contact')}
            </h3>
            <p className={styles.requiredNote}>{t('enquiry/requiredNote')}</p>
          </div>
          {form.step === 'product' ? (
            <ProductStep form={form} t={t} validation={validation} />
          ) : (
            <ContactStep form={form} t={t} validation={validation} locale={locale} />
          )}
          <FormFailure message={form.refusedAsWhole ? validation('formInvalid') : null} />
          <div className={styles.actions}>
            {form.step === 'contact' ? (
              <Button
                variant="secondary"
                icon={<Icon name="arrowLeft" size={18} />}
                onClick={() => {
                  moved.current = true;
                  form.back();
                }}
              >
                {t('enquiry/back')}
              </Button>
            ) : null}
            {form.step === 'product' ? (
              <Button type="submit" className={styles.next}>
                {t('enquiry/next')}
                <Icon name="arrowRight" size={18} />
              </Button>
            ) : (
              <Button
                type="submit"
                className={styles.next}
                icon={<Icon name="mail" size={18} />}
                loading={form.sending}
                disabled={form.sending}
              >
                {t('enquiry/submit')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <EnquiryResult
          step={form.step}
          t={t}
          headingRef={resultHeading}
          email={form.sentTo}
          product={defaults.productName}
          failure={form.failure}
          upload={form.upload}
          locale={locale}
          onRestart={() => {
            moved.current = true;
            form.restart();
          }}
        />
      )}
    </div>
  );
}

/**
 * When a buyer who may read their company's contact details reaches the contact step, those details fill the
 * empty fields, once per form. A failure leaves the fields as they are: the form works without it.
 */
function useContactPrefill(form: EnquiryForm, allowed: boolean) {
  const done = useRef(false);
  const { step, prefill } = form;
  useEffect(() => {
    // A new form (after success or error) is filled again.
    if (step === 'success' || step === 'error') done.current = false;
    if (step !== 'contact' || !allowed || done.current) return;
    done.current = true;
    let finished = false;
    const abort = new AbortController();
    callApi(customerContactRoute, {}, { signal: abort.signal })
      .then((contact) => prefill(contact))
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
  }, [step, allowed, prefill]);
}

/** Where the person is: step 1 product details, step 2 contact details. */
function Stepper({ step, t }: { step: EnquiryStep; t: Translate }) {
  const steps = [
    { key: 'product', label: t('enquiry/step/product') },
    { key: 'contact', label: t('enquiry/step/contact') },
  ] as const;
  return (
    <ol className={styles.stepper} aria-label={t('enquiry/steps')}>
      {steps.map((item, index) => {
        const current = item.key === step;
        const done = step === 'contact' && item.key === 'product';
        return (
          <li
            key={item.key}
            className={styles.stepperItem}
            data-current={current || undefined}
            data-done={done || undefined}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.stepperNumber} aria-hidden="true">
              {done ? <Icon name="check" size={16} /> : index + 1}
            </span>
            <span>{item.label}</span>
          </li>
        );
      })}
    </ol>
  );
}

interface EnquiryResultProps {
  step: EnquiryStep;
  t: Translate;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  email: string;
  product: string;
  failure: 'generic' | 'rateLimited';
  upload: UploadProgress | null;
  locale: Locale;
  onRestart(): void;
}

/** Loading, then success or error; both offer the way back to step 1 with an empty form (spec §4, §8). */
function EnquiryResult({
  step,
  t,
  headingRef,
  email,
  product,
  failure,
  upload,
  locale,
  onRestart,
}: EnquiryResultProps) {
  const loadingTitleId = useId();
  if (step === 'loading') {
    // Unknown until the browser has the body's size; then the share of it that has gone out.
    const share = upload && upload.total > 0 ? upload.sent / upload.total : undefined;
    return (
      <div className={styles.result}>
        <div className={styles.loadingStatus} role="status">
          <Spinner size="lg" />
          <p ref={headingRef} tabIndex={-1} id={loadingTitleId} className={styles.resultTitle}>
            {t('enquiry/loading/title')}
          </p>
          <p className={styles.resultText}>{t('enquiry/loading/text')}</p>
        </div>
        {upload ? (
          <ProgressBar
            labelledBy={loadingTitleId}
            value={share}
            valueText={
              share === undefined
                ? undefined
                : t('enquiry/loading/progress', {
                    percent: new Intl.NumberFormat(intlTag(locale), { style: 'percent' }).format(share),
                  })
            }
          />
        ) : null}
      </div>
    );
  }
  const success = step === 'success';
  return (
    <div className={styles.result}>
      <div role={success ? 'status' : 'alert'} className={styles.resultNotice}>
        <Notice tone={success ? 'success' : 'error'}>
          <p ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
            {success ? t('enquiry/success/title') : t('enquiry/error/title')}
          </p>
          <p className={styles.resultText}>
            {success
              ? t('enquiry/success/text', { product, email })
              : failure === 'rateLimited'
                ? t('enquiry/error/rateLimited')
                : t('enquiry/error/text')}
          </p>
        </Notice>
      </div>
      <Button variant={success ? 'secondary' : 'primary'} onClick={onRestart}>
        {success ? t('enquiry/success/action') : t('enquiry/error/action')}
      </Button>
    </div>
  );
}
