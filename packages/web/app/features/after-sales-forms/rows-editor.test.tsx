import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addRow,
  emptyRow,
  type FormRow,
  removeRow,
  rowFieldKey,
  rowsBody,
  rowToFocusAfterRemove,
} from './form-rows.ts';
import { RowsEditor, type RowsEditorTexts } from './rows-editor.tsx';

afterEach(cleanup);

const FIELDS = ['days', 'from'] as const;
type Row = FormRow<(typeof FIELDS)[number]>;

describe('form rows', () => {
  it('adds an empty row up to the limit, then adds nothing', () => {
    const one = addRow([], FIELDS, 2);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ days: '', from: '' });
    const two = addRow(one, FIELDS, 2);
    expect(two).toHaveLength(2);
    expect(two[0]?.id).not.toBe(two[1]?.id);
    expect(addRow(two, FIELDS, 2)).toBe(two);
  });

  it('passes the focus of a removed row to the next row, else the one before, else to nobody', () => {
    const [a, b, c] = [emptyRow(FIELDS), emptyRow(FIELDS), emptyRow(FIELDS)] as [Row, Row, Row];
    expect(rowToFocusAfterRemove([a, b, c], b.id)).toBe(c.id);
    expect(rowToFocusAfterRemove([a, b, c], c.id)).toBe(b.id);
    expect(rowToFocusAfterRemove([a], a.id)).toBeNull();
    expect(removeRow([a, b, c], b.id)).toEqual([a, c]);
  });

  it('names a row field by its place, as the schema names its issue, and sends rows without their ids', () => {
    expect(rowFieldKey('operatingTime', 2, 'from')).toBe('operatingTime.2.from');
    const row = { ...emptyRow(FIELDS), days: 'Mon-Fri' };
    expect(rowsBody([row])).toEqual([{ days: 'Mon-Fri', from: '' }]);
  });
});

const TEXTS: RowsEditorTexts = {
  title: 'Operating times',
  intro: 'When the system runs',
  row: (number) => `Operating time ${number}`,
  add: 'Add operating time',
  remove: (number) => `Remove operating time ${number}`,
  count: (count, max) => `Rows: ${count} of ${max}`,
  empty: 'No operating times added yet.',
};

function Editor({ max = 3 }: { max?: number }) {
  const [rows, setRows] = useState<readonly Row[]>([]);
  return (
    <RowsEditor
      name="operatingTime"
      rows={rows}
      columns={[
        { field: 'days', label: 'Days', required: true, maxLength: 50 },
        { field: 'from', label: 'From', required: true, maxLength: 10 },
      ]}
      max={max}
      texts={TEXTS}
      error={(index, field) =>
        index === 0 && field === 'days' && rows[0]?.days === '' ? 'required' : undefined
      }
      onChange={setRows}
      onBlur={() => () => undefined}
    />
  );
}

const daysFields = () => screen.queryAllByRole('textbox', { name: /^Days/ });

describe('RowsEditor', () => {
  it('adds rows with the keyboard, the focus on the new row, and hides the add button at the limit', async () => {
    const user = userEvent.setup();
    render(<Editor max={2} />);
    expect(screen.getByText('No operating times added yet.')).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add operating time' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(daysFields()[0]);
    await user.type(daysFields()[0] as HTMLElement, 'Mon-Fri');
    await user.click(screen.getByRole('button', { name: 'Add operating time' }));
    expect(daysFields()).toHaveLength(2);
    expect(document.activeElement).toBe(daysFields()[1]);
    expect(screen.getByRole('group', { name: 'Operating time 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add operating time' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Rows: 2 of 2');
  });

  it('moves the focus to the row that takes a removed row’s place, and to the add button when none is left', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    const add = screen.getByRole('button', { name: 'Add operating time' });
    await user.click(add);
    await user.type(daysFields()[0] as HTMLElement, 'Mon-Fri');
    await user.click(screen.getByRole('button', { name: 'Add operating time' }));
    await user.type(daysFields()[1] as HTMLElement, 'Sat');
    await user.click(screen.getByRole('button', { name: 'Remove operating time 1' }));
    expect(daysFields()).toHaveLength(1);
    expect((daysFields()[0] as HTMLInputElement).value).toBe('Sat');
    expect(document.activeElement).toBe(daysFields()[0]);
    await user.click(screen.getByRole('button', { name: 'Remove operating time 1' }));
    expect(daysFields()).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add operating time' }));
  });

  it('shows a row field’s message under it, tied to the field', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Add operating time' }));
    const days = daysFields()[0] as HTMLElement;
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('required').closest('p')?.id).toBe(days.getAttribute('aria-describedby'));
  });
});
