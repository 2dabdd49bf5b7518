import type { ProductDetail } from '@airshop/domain/catalog/product';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type ComponentProps, lazy, memo, type ReactNode, Suspense, useId, useRef } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { LoadFailureBoundary } from '../../../ui/load-failure-boundary.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import { useLayoutData } from '../../shell/index.ts';
import sectionHeading from '../section-heading.module.css';
import {
  ENQUIRY_FORM_VALUE,
  ENQUIRY_SENT_PARAM,
  ENQUIRY_SENT_VALUE,
  type EnquiryPostAnswer,
} from './enquiry-post-answer.ts';
import type EnquiryPostFormComponent from './enquiry-post-form.tsx';
import styles from './product-enquiry.module.css';

// The wizard is the largest part of the page's code and works only with JavaScript: it is fetched when the
// section nears the screen, not with the page (bench/ page-weight, ADR 0033).
const EnquiryWizard = lazy(() => import('./enquiry-wizard.tsx'));

// The plain form for a post without script (ADR 0050) is rendered on the server only. In the browser it never
// loads: React leaves the server's HTML of its boundary as it is (not hydrated, still a working form) until the
// wizard takes the section's place, so its code is in no browser bundle.
const EnquiryPostForm = import.meta.env.SSR
  ? lazy(() => import('./enquiry-post-form.tsx'))
  : lazy(() => new Promise<never>(() => {}));

/** The spare-part enquiry (spec §2 "Enquiry form"): only for products with Detail.IsEnquiryFormVisible. */
export function ProductEnquiry({ detail, locale }: { detail: ProductDetail; locale: Locale }) {
  if (!detail.IsEnquiryFormVisible) return null;
  // Another product's page starts with its own empty form.
  return <EnquirySection key={detail.Id} detail={detail} locale={locale} />;
}

function EnquirySection({ detail, locale }: { detail: ProductDetail; locale: Locale }) {
  const t = useTranslations('productPage');
  const shared = useTranslations('shared');
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const location = useLocation();
  const answer = useActionData<{ enquiry?: EnquiryPostAnswer }>()?.enquiry;
  const marketId = useLayoutData()?.market.MarketId ?? '';
  const search = new URLSearchParams(location.search);
  const sent = search.get(ENQUIRY_SENT_PARAM) === ENQUIRY_SENT_VALUE;
  const formAsked = search.get(ENQUIRY_SENT_PARAM) === ENQUIRY_FORM_VALUE;
  search.delete(ENQUIRY_SENT_PARAM);
  const rest = search.toString();
  const pageUrl = `${location.pathname}${rest ? `?${rest}` : ''}`;

  // Shown while nothing else is (a boundary the browser had to render itself, or the wizard's code on its way).
  const placeholder = (
    <div className={`${styles.card} ${styles.placeholder}`}>
      <Skeleton lines={5} label={shared('loading/content')} />
    </div>
  );
  const postForm = (
    <PostFormIsland
      placeholder={placeholder}
      action={pageUrl}
      productName={detail.Name.slice(0, 100)}
      marketId={marketId}
      locale={locale}
      answer={answer}
    />
  );
  // The plain form is 190 elements that a visit with script never uses: the page carries a link to it (ADR
  // 0081), and the wizard takes the section's place as it nears the screen.
  const formLink = `${pageUrl}${rest ? '&' : '?'}${ENQUIRY_SENT_PARAM}=${ENQUIRY_FORM_VALUE}#enquiry`;
  const opener = (
    <div className={`${styles.card} ${styles.placeholder}`}>
      <p className={styles.opener}>
        <a href={formLink}>{t('enquiry/openForm')}</a>
      </p>
      <Skeleton lines={5} label={shared('loading/content')} />
    </div>
  );
  // After a post without script: the confirmation, or the form with its errors, stays (the wizard would start
  // empty); otherwise the wizard replaces the link, or the plain form asked for, as the section nears the screen.
  const content = sent ? (
    <EnquirySent product={detail.Name.slice(0, 100)} again={`${pageUrl}#enquiry`} />
  ) : answer || (formAsked && !near) ? (
    postForm
  ) : !near ? (
    opener
  ) : (
    <LoadFailureBoundary
      fallback={
        <Notice tone="error" role="alert" title={t('enquiry/loadFailed')}>
          <a
            href={detail.Url}
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
          >
            {t('enquiry/reload')}
          </a>
        </Notice>
      }
    >
      <Suspense fallback={placeholder}>
        <EnquiryWizard detail={detail} locale={locale} />
      </Suspense>
    </LoadFailureBoundary>
  );
  return (
    <section
      ref={section}
      id="enquiry"
      className={styles.section}
      aria-labelledby={titleId}
      data-print="hide"
    >
      <header className={sectionHeading.header}>
        <h2 id={titleId} className={sectionHeading.title}>
          {t('enquiry/title')}
        </h2>
        <p className={sectionHeading.intro}>{t('enquiry/intro')}</p>
      </header>
      {content}
    </section>
  );
}

type PostFormProps = ComponentProps<typeof EnquiryPostFormComponent>;

/**
 * The server's plain form in its own boundary. Memoised: the boundary is never hydrated, and new props would make
 * React render it in the browser, where its code never comes (the placeholder would stay).
 */
const PostFormIsland = memo(function PostFormIsland({
  placeholder,
  ...props
}: PostFormProps & { placeholder: ReactNode }) {
  return (
    <div className={styles.card}>
      <Suspense fallback={placeholder}>
        <EnquiryPostForm {...props} />
      </Suspense>
    </div>
  );
}, samePostForm);

/** The props that change what the form shows; the placeholder is the same every render. */
function samePostForm(before: PostFormProps, after: PostFormProps): boolean {
  return (
    before.action === after.action &&
    before.answer === after.answer &&
    before.productName === after.productName &&
    before.marketId === after.marketId &&
    before.locale === after.locale
  );
}

/** The confirmation after a post without script (spec §4 success), shown on the page the post redirected to. */
function EnquirySent({ product, again }: { product: string; again: string }) {
  const t = useTranslations('productPage');
  return (
    <div className={styles.card}>
      <div className={styles.result}>
        <div role="status" className={styles.resultNotice}>
          <Notice tone="success">
            <p className={styles.resultTitle}>{t('enquiry/success/title')}</p>
            <p className={styles.resultText}>{t('enquiry/sent/text', { product })}</p>
          </Notice>
        </div>
        <Link to={again} className={styles.again}>
          {t('enquiry/success/action')}
        </Link>
      </div>
    </div>
  );
}
