import {
  AFTER_SALES_FORMS,
  type AfterSalesFormKind,
} from '@airshop/domain/forms/after-sales/after-sales-forms';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useId } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Field, useFieldControl } from '../../ui/field.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './after-sales-form.module.css';
import { FileField } from './file-field.tsx';
import type { AfterSalesFormState } from './use-after-sales-form.ts';

/** A yes/no answer as the form holds it until it is sent as a boolean: nothing chosen yet is 'required'. */
export type YesNo = '' | 'yes' | 'no';

export function booleanOf(answer: unknown): boolean | undefined {
  return answer === 'yes' ? true : answer === 'no' ? false : undefined;
}

/** A number typed in a field, or undefined when it is empty (the schema then says 'required' or takes none). */
export function numberOf(text: unknown): number | undefined {
  const typed = String(text ?? '').trim();
  return typed === '' ? undefined : Number(typed);
}

/** An optional text the body leaves out when it is empty. */
export function optional(text: unknown): string | undefined {
  const typed = String(text ?? '').trim();
  return typed === '' ? undefined : typed;
}

/** A question answered yes or no, as two radio buttons (a required choice, nothing picked at first). */
export function YesNoQuestion({
  form,
  name,
  label,
  hint,
}: {
  form: AfterSalesFormState;
  name: string;
  label: string;
  hint?: string;
}) {
  const t = useTranslations('afterSales');
  const id = useId();
  const error = form.fieldError(name);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const choice = (value: 'yes' | 'no') => (
    <label className={styles.radio}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={form.values[name] === value}
        required
        aria-invalid={error ? true : undefined}
        onChange={() => {
          form.setValue(name, value);
          form.touch(name);
        }}
        onBlur={form.onBlur(name)}
      />
      {t(value === 'yes' ? 'form/yes' : 'form/no')}
    </label>
  );
  return (
    <fieldset className={styles.question} aria-describedby={described || undefined}>
      <legend className={styles.questionLabel}>
        {label}
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {hint ? (
        <p className={styles.requiredNote} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className={styles.choices}>
        {choice('yes')}
        {choice('no')}
      </div>
      {error ? (
        <p className={styles.fieldError} id={`${id}-error`}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

/** A text of several lines, with its limit said in the hint. */
export function TextArea({
  form,
  name,
  label,
  hint,
  required,
}: {
  form: AfterSalesFormState;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}) {
  const { error, ...props } = form.field(name as never);
  const { ids, controlProps } = useFieldControl(undefined, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        {...props}
        {...controlProps}
        className={`${controlProps.className} ${styles.textarea}`}
        required={required}
        rows={5}
      />
    </Field>
  );
}

/** A file field of one of the four forms, its rule taken from the form's definition. */
export function FormFiles({
  form,
  kind,
  name,
  label,
  hint,
  locale,
}: {
  form: AfterSalesFormState;
  kind: AfterSalesFormKind;
  name: string;
  label: string;
  hint?: string;
  locale: Locale;
}) {
  const rules: Readonly<Record<string, import('@airshop/domain/forms/upload-files').FileFieldRule>> =
    AFTER_SALES_FORMS[kind].files;
  const rule = rules[name];
  if (!rule) throw new Error(`${kind} has no file field ${name}`);
  return (
    <FileField
      name={name}
      label={label}
      hint={hint}
      rule={rule}
      files={(form.values[name] as File[] | undefined) ?? []}
      onChange={(files) => {
        form.setValue(name, files);
        form.touch(name);
      }}
      onBlur={() => form.touch(name)}
      error={form.fieldError(name)}
      locale={locale}
    />
  );
}
