/*
 * A reader for the cart's template.csv as people send it back (issue 15 point 4): RFC 4180 — fields in double
 * quotes may hold the separator, line breaks and doubled quotes — and what spreadsheet programs add to it: a
 * UTF-8 byte order mark, CRLF or CR line ends, and `;` (or a tab) instead of `,`, which Excel writes wherever the
 * decimal separator is a comma (most of Europe). Pure, so the browser could use it too.
 */

export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export type CsvResult =
  | { ok: true; records: string[][]; separator: CsvSeparator; truncated: boolean }
  /** A quoted field that never closes: the rest of the file would be one cell, so nothing is guessed. */
  | { ok: false; error: 'unclosedQuote'; record: number };

/**
 * The separator of the file: the one of `, ; tab` found most often outside quotes on the first line, `,` when
 * none is. The first line is the header (or the first row), which has one separator fewer than columns.
 */
export function detectCsvSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(CSV_SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvSeparator)) {
      counts.set(char as CsvSeparator, (counts.get(char as CsvSeparator) ?? 0) + 1);
    }
  }
  let best: CsvSeparator = ',';
  for (const separator of CSV_SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

/**
 * The records of a CSV text, each a list of its fields. A record is what a spreadsheet shows as a row: a line
 * break inside quotes does not end it. The last line's break is optional. Reading stops after `maxRecords`
 * records that are not blank (`truncated` then says more followed), so an oversized file is not read to its end.
 */
export function readCsv(input: string, maxRecords = Number.POSITIVE_INFINITY): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectCsvSeparator(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  // Whether the current record has begun: a file ending in a line break has no empty record after it.
  let started = false;
  // Blank lines keep their place (row numbers stay those a spreadsheet shows) but do not count towards the limit.
  let filled = 0;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || field !== '') filled += 1;
    records.push(record);
    record = [];
    field = '';
    started = false;
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (filled >= maxRecords && char !== '\r' && char !== '\n')
      return { ok: true, records, separator, truncated: true };
    if (char === '"' && field === '') {
      // A quote opens a quoted field only at its start; elsewhere it is an ordinary character, as Excel reads it.
      quoted = true;
      started = true;
    } else if (char === separator) {
      record.push(field);
      field = '';
      started = true;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += char;
      started = true;
    }
    i += 1;
  }
  if (quoted) return { ok: false, error: 'unclosedQuote', record: records.length + 1 };
  if (started || field !== '' || record.length > 0) endRecord();
  return { ok: true, records, separator, truncated: false };
}

/** A field for a CSV file: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string, separator: CsvSeparator = ','): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
