import {
  checkPickedImage,
  ENQUIRY_IMAGE_MAX_BYTES,
  type ImageProblem,
  parseImageDataUrl,
  REQUIRED_FIELDS,
  SPARE_PART_LIMITS,
  SPARE_PART_TYPE_OTHER,
  SPARE_PART_TYPES,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useState } from 'react';
import type { TextFieldOf } from '../../../forms/form-values.ts';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { useCountryOptions } from '../../../ui/country-options.ts';
import { CountrySelect } from '../../../ui/country-select.tsx';
import { Field, useFieldControl } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { ImageDropzone } from './image-dropzone.tsx';
import styles from './product-enquiry.module.css';
import type { EnquiryFormState, EnquiryValues, ImageField, PickedImage } from './use-enquiry-form.ts';

interface StepProps {
  form: EnquiryFormState;
  t: Translate;
  validation: Translate;
}

/** The props of a text control of the wizard: the form's (value, change, blur, message) and the required mark. */
function textProps(form: EnquiryFormState, field: TextFieldOf<EnquiryValues>) {
  return { ...form.field(field), required: REQUIRED_FIELDS.has(field) };
}

const MEGABYTE = 1024 * 1024;

/** An image problem found when a file is picked, in the words of the shared validation set. */
function imageMessage(problem: ImageProblem, validation: Translate): string {
  return problem === 'fileSize'
    ? validation('fileSize', { max: ENQUIRY_IMAGE_MAX_BYTES / MEGABYTE })
    : validation('fileType');
}

/** Step 1: the unit, the part and up to two photos. */
export function ProductStep({ form, t, validation }: StepProps) {
  const typeOptions = SPARE_PART_TYPES.map((type) => ({
    value: type.code,
    label: t(`enquiry/type/${type.code}`),
  }));
  return (
    <div className={styles.grid}>
      <TextField
        label={t('enquiry/field/serialNumber')}
        hint={t('enquiry/field/serialNumberHint')}
        autoComplete="off"
        {...textProps(form, 'serialNumber')}
      />
      <TextField label={t('enquiry/field/productName')} {...textProps(form, 'productName')} />
      <Select
        label={t('enquiry/field/sparePartType')}
        placeholder={t('enquiry/field/sparePartTypeChoose')}
        options={typeOptions}
        {...textProps(form, 'sparePartType')}
      />
      {form.values.sparePartType === SPARE_PART_TYPE_OTHER ? (
        <TextField
          label={t('enquiry/field/sparePartTypeOther')}
          {...textProps(form, 'sparePartTypeOther')}
          required
        />
      ) : (
        <span className={styles.spacer} aria-hidden="true" />
      )}
      <TextField
        label={t('enquiry/field/sparePartSerialNumber')}
        autoComplete="off"
        {...textProps(form, 'sparePartSerialNumber')}
      />
      <TextField
        label={t('enquiry/field/sparePartProductCode')}
        autoComplete="off"
        {...textProps(form, 'sparePartProductCode')}
      />
      <div className={styles.wide}>
        <NotesField form={form} t={t} />
      </div>
      <ImageInput form={form} t={t} validation={validation} field="primaryProductImage" />
      <ImageInput form={form} t={t} validation={validation} field="secondaryProductImage" />
    </div>
  );
}

function NotesField({ form, t }: { form: EnquiryFormState; t: Translate }) {
  const { error, ...notes } = form.field('supportingNotes');
  const hint = t('enquiry/field/supportingNotesHint', { max: SPARE_PART_LIMITS.supportingNotes });
  const { ids, controlProps } = useFieldControl(undefined, hint, error);
  return (
    <Field ids={ids} label={t('enquiry/field/supportingNotes')} hint={hint} error={error}>
      <textarea {...notes} {...controlProps} rows={4} />
    </Field>
  );
}

/** A dropzone that checks the picked file, reads it as a data string and reports a read failure on the field. */
function ImageInput({ form, t, validation, field }: StepProps & { field: ImageField }) {
  const [reading, setReading] = useState(false);
  const setImage = (image: PickedImage | undefined, problem?: string) => {
    form.setValue(field, image, problem);
    form.touch(field);
  };
  const pick = (file: File) => {
    const problem = checkPickedImage(file);
    if (problem) {
      setImage(undefined, imageMessage(problem, validation));
      return;
    }
    const reader = new FileReader();
    setReading(true);
    reader.onload = () => {
      setReading(false);
      const dataUrl = String(reader.result);
      // The bytes decide, as on the server: a text file named .png is refused here, before it is sent.
      const image = parseImageDataUrl(dataUrl);
      if (typeof image === 'string') setImage(undefined, imageMessage(image, validation));
      else setImage({ name: file.name, size: file.size, dataUrl, file });
    };
    // Spec §8: a file-read failure shows its error text on the field.
    reader.onerror = () => {
      setReading(false);
      setImage(undefined, reader.error?.message || validation('invalid'));
    };
    reader.readAsDataURL(file);
  };
  const primary = field === 'primaryProductImage';
  return (
    <ImageDropzone
      label={t(primary ? 'enquiry/field/primaryProductImage' : 'enquiry/field/secondaryProductImage')}
      hint={t('enquiry/field/imageHint', { max: ENQUIRY_IMAGE_MAX_BYTES / (1024 * 1024) })}
      required={REQUIRED_FIELDS.has(field)}
      image={form.values[field]}
      error={form.fieldError(field)}
      reading={reading}
      onPick={pick}
      onRemove={() => setImage(undefined)}
      onBlur={() => form.touch(field)}
      texts={{
        choose: t('enquiry/image/choose'),
        drop: t('enquiry/image/drop'),
        reading: t('enquiry/image/reading'),
        remove: t('enquiry/image/remove'),
        selected: t('enquiry/image/selected'),
      }}
    />
  );
}

/** Step 2: who asks, where, and the two consents. */
export function ContactStep({ form, t, locale }: StepProps & { locale: Locale }) {
  const { countries, codes } = useCountryOptions(locale);
  return (
    <div className={styles.grid}>
      <TextField
        label={t('enquiry/field/firstName')}
        autoComplete="given-name"
        {...textProps(form, 'firstName')}
      />
      <TextField
        label={t('enquiry/field/lastName')}
        autoComplete="family-name"
        {...textProps(form, 'lastName')}
      />
      <div className={styles.wide}>
        <TextField
          label={t('enquiry/field/companyName')}
          autoComplete="organization"
          {...textProps(form, 'companyName')}
        />
      </div>
      <TextField
        label={t('enquiry/field/address1')}
        autoComplete="address-line1"
        {...textProps(form, 'address1')}
      />
      <TextField
        label={t('enquiry/field/address2')}
        autoComplete="address-line2"
        {...textProps(form, 'address2')}
      />
      <div className={styles.cityRow}>
        <TextField
          label={t('enquiry/field/postalCode')}
          autoComplete="postal-code"
          {...textProps(form, 'postalCode')}
        />
        <TextField
          label={t('enquiry/field/city')}
          autoComplete="address-level2"
          {...textProps(form, 'city')}
        />
      </div>
      <CountrySelect
        label={t('enquiry/field/country')}
        placeholder={t('enquiry/field/countryChoose')}
        options={countries}
        autoComplete="country"
        {...textProps(form, 'country')}
        onChange={(event) => form.setCountry(event.target.value)}
      />
      <div className={styles.wide}>
        <TextField
          label={t('enquiry/field/email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...textProps(form, 'email')}
        />
      </div>
      <CountrySelect
        label={t('enquiry/field/telephoneCountryCode')}
        placeholder={t('enquiry/field/countryChoose')}
        options={codes}
        {...textProps(form, 'telephoneCountryCode')}
        onChange={(event) => form.setTelephoneCode(event.target.value)}
      />
      <TextField
        label={t('enquiry/field/telephone')}
        hint={t('enquiry/field/telephoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...textProps(form, 'telephone')}
      />
      <div className={`${styles.wide} ${styles.consents}`}>
        <Checkbox
          name="termsAndConditions"
          label={t('enquiry/field/termsAndConditions')}
          checked={form.values.termsAndConditions}
          required
          error={form.fieldError('termsAndConditions')}
          onChange={(event) => {
            form.setValue('termsAndConditions', event.target.checked);
            form.touch('termsAndConditions');
          }}
          onBlur={form.onBlur('termsAndConditions')}
        />
        <Checkbox
          name="agreementToContacted"
          label={t('enquiry/field/agreementToContacted')}
          checked={form.values.agreementToContacted}
          required
          error={form.fieldError('agreementToContacted')}
          onChange={(event) => {
            form.setValue('agreementToContacted', event.target.checked);
            form.touch('agreementToContacted');
          }}
          onBlur={form.onBlur('agreementToContacted')}
        />
      </div>
    </div>
  );
}
