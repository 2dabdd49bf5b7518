import type { FileFieldRule } from '@airshop/domain/forms/upload-files';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon, LineIcon } from '../../ui/icon.tsx';
import styles from './file-field.module.css';
import { acceptOf, formatFileSize, megabytesOf, typeNamesOf } from './file-rules.ts';

const UPLOAD_ICON = 'M12 16V4M7 9l5-5 5 5M4 15v4h16v-4';

export interface FileFieldProps {
  /** The file field's name in the form's schema; each picked file is sent as a part of this name. */
  name: string;
  label: string;
  /** What to attach, in the form's words; the rule's line (how many, how big, which types) follows it. */
  hint?: string;
  rule: FileFieldRule;
  files: readonly File[];
  /** The files after a pick, a drop or a removal; the form checks them with its schema at once. */
  onChange(files: File[]): void;
  onBlur?(): void;
  error: string | undefined;
  locale: string;
}

/**
 * A file field of an after-sales form: a native file input (the keyboard and assistive technology get the
 * platform's picker) in a zone that also takes dropped files, the picked files with their sizes and a remove
 * button each, and the field's rule said before anyone picks. Picking adds to the list, so files from two
 * folders can go together; the form's schema decides whether they may (count, megabytes, types).
 */
export function FileField({
  name,
  label,
  hint,
  rule,
  files,
  onChange,
  onBlur,
  error,
  locale,
}: FileFieldProps) {
  const t = useTranslations('afterSales');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const ruleText = t(rule.maxFiles === 1 ? 'files/ruleOne' : 'files/rule', {
    max: rule.maxFiles,
    megabytes: megabytesOf(rule),
    types: typeNamesOf(rule),
  });
  const described = [`${id}-rule`, hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  const add = (picked: FileList | null | undefined) => {
    if (!picked || picked.length === 0) return;
    onChange(rule.maxFiles === 1 ? [picked[0] as File] : [...files, ...picked]);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        {rule.required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the file input inside is the control for the keyboard and assistive technology */}
      <div
        className={styles.zone}
        data-over={over || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <LineIcon path={UPLOAD_ICON} size={26} className={styles.icon} />
        <label className={styles.choose} htmlFor={id}>
          {t(
            rule.maxFiles === 1 ? 'files/chooseOne' : files.length > 0 ? 'files/chooseMore' : 'files/choose',
          )}
        </label>
        <span className={styles.drop}>{t('files/drop')}</span>
        <input
          ref={input}
          id={id}
          name={name}
          className={styles.input}
          type="file"
          multiple={rule.maxFiles > 1}
          accept={acceptOf(rule)}
          aria-labelledby={`${id}-label ${id}`}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          required={rule.required && files.length === 0}
          onBlur={onBlur}
          onChange={(event) => {
            const picked = event.target.files;
            add(picked);
            // Cleared so that picking the same file again after removing it fires a change.
            event.target.value = '';
          }}
        />
      </div>
      <p className={styles.rule} id={`${id}-rule`}>
        {ruleText}
      </p>
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={t('files/picked', { count: files.length })}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a File has no id, and the same file may be picked twice
            <li key={`${file.name}-${file.size}-${index}`} className={styles.file}>
              <Icon name="document" size={20} className={styles.fileIcon} />
              <span className={styles.fileName}>
                {file.name}
                <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={<Icon name="close" size={16} />}
                onClick={() => {
                  onChange(files.filter((_, kept) => kept !== index));
                  // The button is gone: the keyboard goes on from the picker, not the page's top.
                  input.current?.focus();
                }}
              >
                {t('files/remove')}
                <span className={styles.visuallyHidden}> {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 1 ? (
        <p className={styles.total}>
          {t('files/total', { size: formatFileSize(total, locale), megabytes: megabytesOf(rule) })}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
