import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Numbers align right so digits line up. */
  align?: 'start' | 'end';
}

interface TableProps<Row> {
  caption: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /**
   * 'scroll' keeps the grid and scrolls sideways on phones (wide technical data); 'stack' turns each row
   * into a card with the header as a label in front of each value.
   */
  responsive?: 'scroll' | 'stack';
  /** Names the scroll region for keyboard users, who scroll it with the arrow keys. */
  scrollLabel?: string;
}

export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  responsive = 'scroll',
  scrollLabel,
}: TableProps<Row>) {
  const table = (
    <table className={`${styles.table} ${responsive === 'stack' ? styles.stack : ''}`}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-align={column.align}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-align={column.align}
                data-label={typeof column.header === 'string' ? column.header : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (responsive === 'stack') return table;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.scroll} tabIndex={0} aria-label={scrollLabel}>
      {table}
    </section>
  );
}
