import {
  ENQUIRY_IMAGE_ACCEPT,
  ENQUIRY_IMAGE_MAX_BYTES,
  REQUIRED_FIELDS,
  SPARE_PART_LIMITS,
  SPARE_PART_TYPES,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { countryByCode } from '@airshop/domain/i18n/countries';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useId } from 'react';
import type { FormMessage } from '../../../forms/form-errors.ts';
import { FormFailure } from '../../../forms/form-failure.tsx';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { useCountryOptions } from '../../../ui/country-options.ts';
import { CountrySelect } from '../../../ui/country-select.tsx';
import { Field, useFieldControl } from '../../../ui/field.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { EnquiryPostAnswer } from './enquiry-post-answer.ts';
import styles from './product-enquiry.module.css';
import { newRequestId } from './request-id.ts';

interface EnquiryPostFormProps {
  /** Where the form posts: the product page itself, whose action sends the enquiry. */
  action: string;
  productName: string;
  /**
   * The market: its country is the country field's first value (looked up here, so the country list stays out of
   * the product page's first-view script).
   */
  marketId: string;
  locale: Locale;
  /** The action's answer to a refused post: what was typed and what was wrong. */
  answer: EnquiryPostAnswer | undefined;
}

/**
 * The enquiry as a plain HTML form (ADR 0050): rendered on the server only, it works without script, or before
 * the wizard's code has come, as a post to the product page's action. Both of the wizard's steps show at once;
 * the photos are file inputs the browser sends as they are.
 */
export default function EnquiryPostForm({
  action,
  productName,
  marketId,
  locale,
  answer,
}: EnquiryPostFormProps) {
  const t = useTranslations('productPage');
  const validation = useTranslations('validation');
  const { countries, codes } = useCountryOptions(locale);
  const market = countryByCode(marketId);
  const values: Record<string, string> = answer?.values ?? {
    productName,
    country: market?.countryCode ?? '',
    telephoneCountryCode: market?.telephoneCode ?? '',
  };
  const text = (message: FormMessage | undefined) =>
    message ? validation(message.page === 'validation' ? message.key : 'invalid', message.values) : undefined;
  const error = (field: string) => text(answer?.errors.fields[field]);
  const field = (name: keyof typeof SPARE_PART_LIMITS) => ({
    name,
    defaultValue: values[name] ?? '',
    required: REQUIRED_FIELDS.has(name as never),
    maxLength: SPARE_PART_LIMITS[name],
    error: error(name),
  });
  const formMessage =
    answer?.failure === 'rateLimited'
      ? t('enquiry/error/rateLimited')
      : answer?.failure === 'generic'
        ? t('enquiry/error/text')
        : (text(answer?.errors.form) ?? null);
  const typeOptions = SPARE_PART_TYPES.map((type) => ({
    value: type.code,
    label: t(`enquiry/type/${type.code}`),
  }));
  const imageHint = t('enquiry/field/imageHint', { max: ENQUIRY_IMAGE_MAX_BYTES / (1024 * 1024) });

  return (
    // Messages come from the server's check, in the page's language, not from the browser's own bubbles.
    <form method="post" encType="multipart/form-data" action={action} className={styles.form} noValidate>
      {/* One id per rendered form; the server derives the enquiry's key from it and what is sent (ADR 0051). */}
      <input type="hidden" name="requestId" value={newRequestId()} />
      <FormFailure message={formMessage} />
      {answer && answer.photos.length > 0 ? (
        <Notice tone="info">{t('enquiry/photosAgain', { count: answer.photos.length })}</Notice>
      ) : null}
      <p className={styles.requiredNote}>{t('enquiry/requiredNote')}</p>
      <fieldset className={styles.postStep}>
        <legend className={styles.stepTitle}>{t('enquiry/step/product')}</legend>
        <div className={styles.grid}>
          <TextField
            label={t('enquiry/field/serialNumber')}
            hint={t('enquiry/field/serialNumberHint')}
            autoComplete="off"
            {...field('serialNumber')}
          />
          <TextField label={t('enquiry/field/productName')} {...field('productName')} />
          <Select
            label={t('enquiry/field/sparePartType')}
            placeholder={t('enquiry/field/sparePartTypeChoose')}
            options={typeOptions}
            name="sparePartType"
            defaultValue={values.sparePartType ?? ''}
            required
            error={error('sparePartType')}
          />
          {/* Without script it cannot come and go with the type: it is read only when the type is Other. */}
          <TextField label={t('enquiry/field/sparePartTypeOther')} {...field('sparePartTypeOther')} />
          <TextField
            label={t('enquiry/field/sparePartSerialNumber')}
            autoComplete="off"
            {...field('sparePartSerialNumber')}
          />
          <TextField
            label={t('enquiry/field/sparePartProductCode')}
            autoComplete="off"
            {...field('sparePartProductCode')}
          />
          <div className={styles.wide}>
            <NotesField
              label={t('enquiry/field/supportingNotes')}
              hint={t('enquiry/field/supportingNotesHint', { max: SPARE_PART_LIMITS.supportingNotes })}
              value={values.supportingNotes ?? ''}
              error={error('supportingNotes')}
            />
          </div>
          <TextField
            label={t('enquiry/field/primaryProductImage')}
            hint={imageHint}
            type="file"
            name="primaryProductImage"
            accept={ENQUIRY_IMAGE_ACCEPT}
            required
            error={error('primaryProductImage')}
          />
          <TextField
            label={t('enquiry/field/secondaryProductImage')}
            hint={imageHint}
            type="file"
            name="secondaryProductImage"
            accept={ENQUIRY_IMAGE_ACCEPT}
            error={error('secondaryProductImage')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.postStep}>
        <legend className={styles.stepTitle}>{t('enquiry/step/contact')}</legend>
        <div className={styles.grid}>
          <TextField label={t('enquiry/field/firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('enquiry/field/lastName')} autoComplete="family-name" {...field('lastName')} />
          <div className={styles.wide}>
            <TextField
              label={t('enquiry/field/companyName')}
              autoComplete="organization"
              {...field('companyName')}
            />
          </div>
          <TextField
            label={t('enquiry/field/address1')}
            autoComplete="address-line1"
            {...field('address1')}
          />
          <TextField
            label={t('enquiry/field/address2')}
            autoComplete="address-line2"
            {...field('address2')}
          />
          <div className={styles.cityRow}>
            <TextField
              label={t('enquiry/field/postalCode')}
              autoComplete="postal-code"
              {...field('postalCode')}
            />
            <TextField label={t('enquiry/field/city')} autoComplete="address-level2" {...field('city')} />
          </div>
          <CountrySelect
            label={t('enquiry/field/country')}
            placeholder={t('enquiry/field/countryChoose')}
            options={countries}
            autoComplete="country"
            name="country"
            defaultValue={values.country ?? ''}
            required
            error={error('country')}
          />
          <div className={styles.wide}>
            <TextField
              label={t('enquiry/field/email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...field('email')}
            />
          </div>
          <CountrySelect
            label={t('enquiry/field/telephoneCountryCode')}
            placeholder={t('enquiry/field/countryChoose')}
            options={codes}
            name="telephoneCountryCode"
            defaultValue={values.telephoneCountryCode ?? ''}
            required
            error={error('telephoneCountryCode')}
          />
          <TextField
            label={t('enquiry/field/telephone')}
            hint={t('enquiry/field/telephoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...field('telephone')}
          />
          <div className={`${styles.wide} ${styles.consents}`}>
            <Checkbox
              name="termsAndConditions"
              value="true"
              label={t('enquiry/field/termsAndConditions')}
              defaultChecked={values.termsAndConditions === 'true'}
              required
              error={error('termsAndConditions')}
            />
            <Checkbox
              name="agreementToContacted"
              value="true"
              label={t('enquiry/field/agreementToContacted')}
              defaultChecked={values.agreementToContacted === 'true'}
              required
              error={error('agreementToContacted')}
            />
          </div>
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" className={styles.next}>
          {t('enquiry/submit')}
        </Button>
      </div>
    </form>
  );
}

function NotesField({
  label,
  hint,
  value,
  error,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
}) {
  const id = useId();
  const { ids, controlProps } = useFieldControl(id, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <textarea
        name="supportingNotes"
        defaultValue={value}
        maxLength={SPARE_PART_LIMITS.supportingNotes}
        {...controlProps}
        rows={4}
      />
    </Field>
  );
}
