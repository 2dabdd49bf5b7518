import { ENQUIRY_IMAGE_ACCEPT } from '@airshop/domain/forms/spare-part-enquiry-fields';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Icon, LineIcon } from '../../../ui/icon.tsx';
import styles from './image-dropzone.module.css';
import type { PickedImage } from './use-enquiry-form.ts';

const IMAGE_ICON = 'M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M15.5 9.5a1 1 0 100 .01';

interface ImageDropzoneProps {
  label: string;
  hint: string;
  required?: boolean;
  image: PickedImage | undefined;
  /** The file the person picked or dropped (one per dropzone); reading and checking it is the caller's job. */
  onPick(file: File): void;
  onRemove(): void;
  onBlur(): void;
  error: string | undefined;
  reading: boolean;
  texts: { choose: string; drop: string; reading: string; remove: string; selected: string };
}

/**
 * One image per dropzone (spec §5 "Files"): a native file input, so the keyboard and assistive technology get
 * the platform's picker, with a zone that also takes a dropped file and shows the chosen one with a preview.
 */
export function ImageDropzone({
  label,
  hint,
  required,
  image,
  onPick,
  onRemove,
  onBlur,
  error,
  reading,
  texts,
}: ImageDropzoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const preview = usePreviewUrl(image);
  // After Remove the button is gone: focus goes to the picker that takes its place, not to the page's top.
  const removed = useRef(false);
  useEffect(() => {
    if (!image && removed.current) {
      removed.current = false;
      document.getElementById(id)?.focus();
    }
  }, [image, id]);
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onPick(file);
  };

  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      {image ? (
        <div className={styles.chosen}>
          {preview ? <img className={styles.preview} src={preview} alt="" width={72} height={72} /> : null}
          <p className={styles.fileName}>
            <span className={styles.visuallyHidden}>{texts.selected} </span>
            {image.name}
            <span className={styles.fileSize}>{formatSize(image.size)}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="close" size={16} />}
            onClick={() => {
              removed.current = true;
              onRemove();
            }}
          >
            {texts.remove}
            <span className={styles.visuallyHidden}> {image.name}</span>
          </Button>
        </div>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the file input inside is the control for the keyboard and assistive technology
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
          <LineIcon path={IMAGE_ICON} size={28} className={styles.icon} />
          <label className={styles.choose} htmlFor={id}>
            {reading ? texts.reading : texts.choose}
          </label>
          <span className={styles.drop}>{texts.drop}</span>
          <input
            id={id}
            className={styles.input}
            type="file"
            accept={ENQUIRY_IMAGE_ACCEPT}
            aria-labelledby={`${id}-label ${id}`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            required={required}
            onBlur={onBlur}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that picking the same file again after removing it fires a change.
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
        </div>
      )}
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** An object URL of the picked file for its thumbnail, revoked when the image goes. */
function usePreviewUrl(image: PickedImage | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(image.file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [image]);
  return url;
}

function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${megabytes.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
