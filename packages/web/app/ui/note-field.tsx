import { CART_ITEM_NOTE_MAX } from '@airshop/domain/site/constants';
import { useEffect, useId, useState } from 'react';
import styles from './note-field.module.css';
import { Spinner } from './spinner.tsx';

/**
 * A line's note (shop.md §5: at most 35 characters; a cart line's, a project item's) with a counter; saved when
 * the field is left or Enter is pressed, and only when it changed. The counter is read out only near the limit,
 * not at every key.
 */
export function NoteField({
  note,
  busy,
  disabled,
  label,
  counter,
  onSave,
}: {
  note: string | null;
  busy: boolean;
  disabled: boolean;
  label: string;
  /** The counter's text, e.g. "12 / 35". */
  counter(count: number, max: number): string;
  onSave(note: string | null): void;
}) {
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
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
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
        {counter(text.length, CART_ITEM_NOTE_MAX)}
      </span>
    </div>
  );
}
