/*
 * The rows a person adds to a form one by one (the service request's operating times and measure points): each
 * row carries an id of its own, so React keeps each row's inputs (and the focus) with their row when a row above
 * it is removed. Messages are kept by the row's place, as the schema's issues name it.
 */

/** A row of text fields and its own id; the id never leaves the browser. */
export type FormRow<Field extends string> = { readonly id: string } & Record<Field, string>;

let rowCount = 0;

/** An id for a new row, unique on the page. */
export function newRowId(): string {
  rowCount += 1;
  return `row-${rowCount}`;
}

/** An empty row with these fields. */
export function emptyRow<Field extends string>(fields: readonly Field[]): FormRow<Field> {
  return { id: newRowId(), ...Object.fromEntries(fields.map((field) => [field, ''])) } as FormRow<Field>;
}

/** The rows with one empty row added at the end, or the same rows when they are at their limit. */
export function addRow<Field extends string>(
  rows: readonly FormRow<Field>[],
  fields: readonly Field[],
  max: number,
): readonly FormRow<Field>[] {
  return rows.length >= max ? rows : [...rows, emptyRow(fields)];
}

/** The rows without the row `id`. */
export function removeRow<Row extends { readonly id: string }>(
  rows: readonly Row[],
  id: string,
): readonly Row[] {
  return rows.filter((row) => row.id !== id);
}

/** The rows with one field of the row `id` changed. */
export function changeRow<Field extends string>(
  rows: readonly FormRow<Field>[],
  id: string,
  field: Field,
  value: string,
): readonly FormRow<Field>[] {
  return rows.map((row) => (row.id === id ? { ...row, [field]: value } : row));
}

/**
 * Where the keyboard goes when the row `id` is removed: the row that takes its place, else the row before it;
 * null when no row is left (the list's add button takes it then).
 */
export function rowToFocusAfterRemove<Row extends { readonly id: string }>(
  rows: readonly Row[],
  id: string,
): string | null {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return null;
  return rows[index + 1]?.id ?? rows[index - 1]?.id ?? null;
}

/**
 * The name a row field's message is kept under, by the row's place: `operatingTime.2.from`, the path of the
 * schema's issue.
 */
export function rowFieldKey(list: string, index: number, field: string): string {
  return `${list}.${index}.${field}`;
}

/** The rows as the schema takes them: without their ids. */
export function rowsBody<Field extends string>(rows: readonly FormRow<Field>[]): Record<Field, string>[] {
  return rows.map(({ id: _id, ...fields }) => fields as unknown as Record<Field, string>);
}
