import { CART_ITEM_NOTE_MAX } from '@airshop/domain/site/constants';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import styles from './cart-page.module.css';

/**
 * A line's note (shop.md §5: at most 35 characters) with a counter; saved when the field is left or Enter is
 * pressed, and only when it changed. The counter is read out only near the limit, not at every key.
 */
export function LineNote({
  note,
  busy,
  disabled,
  onSave,
}: {
  note: string | null;
  busy: boolean;
  disabled: boolean;
  onSave(note: string | null): void;
}) {
  const t = useTranslations('cart');
  const id = useId();
  const [text, setText] = useState(note ?? '');
  useEffect(() => setText(note ?? ''), [note]);
  const left = CART_ITEM_NOTE_MAX - text.length;

  const save = () => {
    const next = text.trim();
    if (next === (note ?? '')) return;
    onSave(next === '' ? null : next);
  };

  return (
    <div className={styles.note}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('line/note')}
      </label>
      <div className={styles.noteControl}>
        <input
          id={id}
          className={styles.noteInput}
          value={text}
          maxLength={CART_ITEM_NOTE_MAX}
          disabled={disabled}
          aria-describedby={`${id}-counter`}
          onChange={(event) => setText(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
        {busy ? <Spinner size="sm" /> : null}
      </div>
      <span
        id={`${id}-counter`}
        className={left <= 5 ? styles.counterNear : styles.counter}
        aria-live={left <= 5 ? 'polite' : 'off'}
      >
        {t('line/noteCounter', { count: text.length, max: CART_ITEM_NOTE_MAX })}
      </span>
    </div>
  );
}
