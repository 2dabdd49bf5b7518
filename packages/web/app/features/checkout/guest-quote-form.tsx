import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type { guestQuoteRequestSchema } from '@airshop/domain/commerce/checkout-order';
import { ORDER_COMMENT_MAX, ORDER_REFERENCE_MAX } from '@airshop/domain/commerce/order-limits';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useMemo, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { apiFailureErrors } from '../../forms/api-failure-errors.ts';
import { FormFailure } from '../../forms/form-failure.tsx';
import type { FormValues } from '../../forms/form-values.ts';
import { checkWithSchema } from '../../forms/schema-check.ts';
import { useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../platform/random-uuid.ts';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { Select } from '../../ui/select.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { refreshCartWidget, refusalReason, refusalText } from '../cart/index.ts';
import styles from './checkout.module.css';
import { checkoutApi } from './checkout-api.ts';
import { CheckoutDeliveries } from './checkout-summary.tsx';
import { countryOptions } from './country-options.ts';

export const GUEST_QUOTE_FIELDS = [
  'CompanyName',
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'CountryCode',
  'Line1',
  'Line2',
  'PostalCode',
  'City',
  'OrderReference',
  'Comment',
] as const;
export type GuestQuoteValues = FormValues<
  typeof guestQuoteRequestSchema,
  (typeof GUEST_QUOTE_FIELDS)[number]
>;

// The schema brings zod: loaded when the form is first checked, not with the page (ADR 0050, 0065).
type SchemaModule = typeof import('@airshop/domain/commerce/checkout-order');
let schemaModule: Promise<SchemaModule> | undefined;
const loadSchema = () => {
  schemaModule ??= import('@airshop/domain/commerce/checkout-order');
  return schemaModule;
};

/** The quote request the schema accepts, built from the form and the guest cart's Version the page shows. */
export async function checkGuestQuote(values: GuestQuoteValues, version: number) {
  const { guestQuoteRequestSchema: schema } = await loadSchema();
  const checked = checkWithSchema(schema, { ...values, Version: version }, values);
  // The shared phone schema names no reason; a phone that does not fit its pattern is the spec's phone message.
  const phone = checked.errors.fields.Phone;
  if (checked.ok || phone?.key !== 'invalid') return checked;
  return {
    ...checked,
    errors: {
      ...checked.errors,
      fields: { ...checked.errors.fields, Phone: { page: 'validation' as const, key: 'telephone' } },
    },
  };
}

function emptyValues(country: string): GuestQuoteValues {
  return {
    CompanyName: '',
    FirstName: '',
    LastName: '',
    Email: '',
    Phone: '',
    CountryCode: country,
    Line1: '',
    Line2: '',
    PostalCode: '',
    City: '',
    OrderReference: '',
    Comment: '',
  };
}

/**
 * A guest's cart goes out as a quote request (issue 16 point 3; ADR 0063, 0065): who asks, where the goods would
 * go, a reference and a comment, checked by the API's own schema in the browser (useForm) and sent with one
 * Idempotency-Key per filled-in form. Success empties the guest cart and leads to the thank-you page.
 */
export function GuestQuoteForm({ cart, locale }: { cart: CartCheckout; locale: Locale }) {
  const t = useTranslations('checkout');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const snackbar = useSnackbar();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const key = useRef<string | undefined>(undefined);
  const country = countries.some((option) => option.value === cart.MarketId) ? cart.MarketId : '';
  const form = useForm<GuestQuoteValues>({
    initialValues: emptyValues(country),
    check: {
      fields: GUEST_QUOTE_FIELDS,
      run: async (values) => (await checkGuestQuote(values, cart.Version)).errors,
    },
    async send(values) {
      const checked = await checkGuestQuote(values, cart.Version);
      if (!checked.ok) return checked.errors;
      key.current ??= randomUuid();
      try {
        const sent = await checkoutApi.guestSubmit(checked.body, key.current);
        void refreshCartWidget();
        await navigate(`/${locale}/cart/quote-sent?number=${encodeURIComponent(sent.OrderNumber)}`);
        return undefined;
      } catch (error) {
        const reason = refusalReason(error);
        if (reason === undefined) return apiFailureErrors(error, values);
        // The guest cart changed in another tab: show it as it is now, keep what was typed, ask again.
        snackbar.show({
          type: 'error',
          long: true,
          message: refusalText(t, `refusals/${reason}`) ?? t('refusals/cartChanged'),
        });
        revalidator.revalidate();
        return { fields: {} };
      }
    },
  });
  const text = (name: (typeof GUEST_QUOTE_FIELDS)[number]) => form.field(name);
  const { error: commentError, ...comment } = form.field('Comment');

  return (
    <div className={styles.layout}>
      <section className={styles.section} aria-labelledby="quote-title">
        <h2 id="quote-title" className={styles.sectionTitle}>
          {t('quote/title')}
        </h2>
        <p className={styles.muted}>{t('quote/intro')}</p>
        <form {...form.formProps} aria-busy={form.sending || undefined} data-testid="quote-form">
          <div className={styles.formGrid}>
            <div className={styles.wide}>
              <FormFailure message={form.formError} />
            </div>
            <div className={styles.wide}>
              <TextField
                label={t('quote/company')}
                required
                autoComplete="organization"
                {...text('CompanyName')}
              />
            </div>
            <TextField
              label={t('quote/firstName')}
              required
              autoComplete="given-name"
              {...text('FirstName')}
            />
            <TextField
              label={t('quote/lastName')}
              required
              autoComplete="family-name"
              {...text('LastName')}
            />
            <TextField
              label={t('quote/email')}
              required
              type="email"
              autoComplete="email"
              {...text('Email')}
            />
            <TextField label={t('quote/phone')} required type="tel" autoComplete="tel" {...text('Phone')} />
            <div className={styles.wide}>
              <Select
                label={t('quote/country')}
                required
                options={countries}
                placeholder={t('quote/countryChoose')}
                autoComplete="country"
                {...text('CountryCode')}
              />
            </div>
            <div className={styles.wide}>
              <TextField label={t('quote/line1')} required autoComplete="address-line1" {...text('Line1')} />
            </div>
            <div className={styles.wide}>
              <TextField label={t('quote/line2')} autoComplete="address-line2" {...text('Line2')} />
            </div>
            <TextField
              label={t('quote/postalCode')}
              required
              autoComplete="postal-code"
              {...text('PostalCode')}
            />
            <TextField label={t('quote/city')} required autoComplete="address-level2" {...text('City')} />
            <div className={styles.wide}>
              <TextField
                label={t('details/reference')}
                hint={t('details/referenceHint')}
                maxLength={ORDER_REFERENCE_MAX}
                {...text('OrderReference')}
              />
            </div>
            <div
              className={`${styles.wide} ${fieldStyles.field}`}
              data-invalid={commentError ? true : undefined}
            >
              <label className={fieldStyles.label} htmlFor="quote-comment">
                {t('details/comment')}
              </label>
              <textarea
                id="quote-comment"
                className={`${fieldStyles.control} ${styles.textarea}`}
                rows={4}
                maxLength={ORDER_COMMENT_MAX}
                aria-invalid={commentError ? true : undefined}
                aria-describedby={commentError ? 'quote-comment-error' : undefined}
                {...comment}
              />
              {commentError ? (
                <p className={fieldStyles.error} id="quote-comment-error">
                  {commentError}
                </p>
              ) : null}
            </div>
            <p className={`${styles.wide} ${styles.muted}`}>{t('quote/privacy')}</p>
            <div className={styles.wide}>
              <Button type="submit" size="lg" loading={form.sending} data-testid="send-quote">
                {t('quote/send')}
              </Button>
            </div>
          </div>
        </form>
      </section>
      <aside className={`${styles.section} ${styles.aside}`} aria-labelledby="quote-summary-title">
        <h2 id="quote-summary-title" className={styles.sectionTitle}>
          {t('summary/title')}
        </h2>
        <CheckoutDeliveries cart={cart} locale={locale} />
      </aside>
    </div>
  );
}
