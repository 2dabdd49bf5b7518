import { type FocusEvent, type HTMLAttributes, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { addRow, changeRow, type FormRow, removeRow, rowToFocusAfterRemove } from './form-rows.ts';
import styles from './rows-editor.module.css';

export interface RowColumn<Field extends string> {
  readonly field: Field;
  readonly label: string;
  readonly required?: boolean;
  readonly maxLength: number;
  readonly placeholder?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The column takes the width of two (a name or the days). */
  readonly wide?: boolean;
}

export interface RowsEditorTexts {
  readonly title: string;
  readonly intro: string;
  /** 'Operating time 2': the legend of a row. */
  row(number: number): string;
  readonly add: string;
  /** 'Remove operating time 2'. */
  remove(number: number): string;
  /** '2 of 14 rows', read out when the count changes. */
  count(count: number, max: number): string;
  /** 'No rows yet', shown while there are none. */
  readonly empty: string;
}

interface RowsEditorProps<Field extends string> {
  /** The list's name in the form: ids of its parts start with it. */
  readonly name: string;
  readonly rows: readonly FormRow<Field>[];
  readonly columns: readonly RowColumn<Field>[];
  readonly max: number;
  readonly texts: RowsEditorTexts;
  /** The message under one field of one row. */
  error(index: number, field: Field): string | undefined;
  onChange(rows: readonly FormRow<Field>[]): void;
  onBlur(index: number, field: Field): (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Rows a person adds and removes (the service request's operating times and measure points), each a fieldset
 * with labelled fields. The keyboard follows the change: an added row takes the focus at its first field; a
 * removed row passes it to the row that takes its place, else to the one before, else to the add button. At the
 * schema's limit the add button goes and the count says why.
 */
export function RowsEditor<Field extends string>({
  name,
  rows,
  columns,
  max,
  texts,
  error,
  onChange,
  onBlur,
}: RowsEditorProps<Field>) {
  const editor = useRef<HTMLElement>(null);
  /** Where the focus goes once the rows are drawn: a row's id, or 'add' for the add button. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const fields = columns.map((column) => column.field);

  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget === 'add' ? '[data-add-row]' : `[data-row="${focusTarget}"] input`;
    editor.current?.querySelector<HTMLElement>(target)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function add() {
    const next = addRow(rows, fields, max);
    if (next === rows) return;
    onChange(next);
    setFocusTarget(next.at(-1)?.id ?? null);
  }

  function remove(id: string) {
    setFocusTarget(rowToFocusAfterRemove(rows, id) ?? 'add');
    onChange(removeRow(rows, id));
  }

  const full = rows.length >= max;
  const titleId = `${name}-title`;
  return (
    <section ref={editor} className={styles.editor} aria-labelledby={titleId} data-testid={`rows-${name}`}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p className={styles.intro}>{texts.intro}</p>
      </div>
      <div className={styles.rows}>
        {rows.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
        {rows.map((row, index) => (
          <fieldset key={row.id} className={styles.row} data-row={row.id}>
            <legend className={styles.legend}>{texts.row(index + 1)}</legend>
            <div className={styles.cells}>
              {columns.map((column) => (
                <div key={column.field} className={column.wide ? styles.wide : undefined}>
                  <TextField
                    label={column.label}
                    name={`${name}.${index}.${column.field}`}
                    required={column.required}
                    maxLength={column.maxLength}
                    placeholder={column.placeholder}
                    inputMode={column.inputMode}
                    value={row[column.field]}
                    error={error(index, column.field)}
                    onChange={(event) => onChange(changeRow(rows, row.id, column.field, event.target.value))}
                    onBlur={onBlur(index, column.field)}
                  />
                </div>
              ))}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              icon={<Icon name="close" size={18} />}
              onClick={() => remove(row.id)}
            >
              {texts.remove(index + 1)}
            </Button>
          </fieldset>
        ))}
      </div>
      <div className={styles.foot}>
        {full ? null : (
          <Button
            data-add-row
            variant="secondary"
            icon={<Icon name="plus" size={18} />}
            onClick={add}
            data-testid={`add-${name}`}
          >
            {texts.add}
          </Button>
        )}
        <p className={styles.count} role="status">
          {texts.count(rows.length, max)}
        </p>
      </div>
    </section>
  );
}
