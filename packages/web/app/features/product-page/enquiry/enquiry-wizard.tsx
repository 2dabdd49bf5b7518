import { mayUseCompanyData } from '@airshop/domain/account/company-data';
import { formSparePartEnquiryRoute } from '@airshop/domain/api/forms-routes';
import type { ProductDetail } from '@airshop/domain/catalog/product';
import type { SparePartEnquiryBody } from '@airshop/domain/forms/spare-part-enquiry';
import { countryByCode } from '@airshop/domain/i18n/countries';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { callApi } from '../../../platform/api-client.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { type Translate, useTranslations } from '../../../platform/i18n/use-translations.ts';
import type { UploadProgress } from '../../../platform/upload-request.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { type LayoutData, useLayoutData } from '../../shell/index.ts';
import { EnquiryForm } from './enquiry-form.tsx';
import styles from './product-enquiry.module.css';

/** The wizard after its two steps (spec §4): the enquiry is sent (loading), then success or error. */
type EnquiryResultStep = 'loading' | 'success' | 'error';

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
  // Only a user who may read their company's contact details asks for them: anyone else would get a 403,
  // which reloads the page (ADR 0034).
  const profile = layout.profile;
  const mayPrefill =
    profile?.IsLoggedIn === true &&
    mayUseCompanyData({ status: profile.UserStatus, hasWebshopRole: profile.HasWebshopRole });
  const [result, setResult] = useState<EnquiryResultStep | null>(null);
  /** Counts the forms started: success and error both lead back to step 1 with a new, empty form (spec §4). */
  const [forms, setForms] = useState(0);
  const [failure, setFailure] = useState<'generic' | 'rateLimited'>('generic');
  const [sentTo, setSentTo] = useState('');
  /** How much of the request has gone out while it is sent (photos make it up to ~28 MB). */
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const resultHeading = useRef<HTMLParagraphElement>(null);

  // Loading, success and error each bring the focus to their heading, so a screen reader reads what happened.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  async function send(body: SparePartEnquiryBody) {
    setResult('loading');
    setUpload(null);
    try {
      await callApi(formSparePartEnquiryRoute, { body }, { onUploadProgress: setUpload });
      setSentTo(body.email);
      setResult('success');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'generic');
      setResult('error');
    }
  }

  return (
    <div className={styles.card}>
      {result ? (
        <EnquiryResult
          step={result}
          t={t}
          headingRef={resultHeading}
          email={sentTo}
          product={defaults.productName}
          failure={failure}
          upload={upload}
          locale={locale}
          onRestart={() => {
            setForms((count) => count + 1);
            setResult(null);
          }}
        />
      ) : (
        <EnquiryForm
          key={forms}
          defaults={defaults}
          locale={locale}
          mayPrefill={mayPrefill}
          focusOnMount={forms > 0}
          onSend={send}
        />
      )}
    </div>
  );
}

interface EnquiryResultProps {
  step: EnquiryResultStep;
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
