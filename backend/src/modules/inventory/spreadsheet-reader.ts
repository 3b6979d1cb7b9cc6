import type * as CsvParse from 'csv-parse/sync';

/** A spreadsheet the import refuses as a whole: its code, and the message shown. */
export class SpreadsheetRefusal extends Error {
  constructor(
    readonly code: 'NOT_A_SPREADSHEET' | 'EMPTY_SPREADSHEET' | 'TOO_MANY_ROWS' | 'NO_NAME_COLUMN',
    message: string,
  ) {
    super(message);
  }
}

/** One data row: its row number in the spreadsheet (the header is row 1) and its cells. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export interface Sheet {
  delimiter: ',' | '\t' | ';';
  headers: string[];
  /** The rows with at least one non-blank cell, in order. */
  rows: SheetRow[];
}

/**
 * The delimiter the header line uses: a tab when it has one (TSV; HomeBox's documented alternative), else a
 * semicolon when it has more of those than commas (a spreadsheet saved in a comma-decimal locale), else a comma.
 */
export function detectDelimiter(headerLine: string): Sheet['delimiter'] {
  if (headerLine.includes('\t')) return '\t';
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a CSV or TSV file (UTF-8, with or without a byte-order mark) into its header and rows. Blank rows are
 * left out but keep their place in the numbering, so "Row 4" is row 4 when the file is opened in a spreadsheet
 * program. More than `maxRows` data rows is refused whole, as is a file that is not text.
 */
export function readSheet(bytes: Buffer, maxRows: number): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SpreadsheetRefusal('NOT_A_SPREADSHEET', 'The file is not a CSV or TSV spreadsheet saved as UTF-8 text');
  }
  if (text.includes('\0')) {
    throw new SpreadsheetRefusal('NOT_A_SPREADSHEET', 'The file is not a CSV or TSV spreadsheet saved as UTF-8 text');
  }
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  if (!firstLine.trim()) {
    throw new SpreadsheetRefusal('EMPTY_SPREADSHEET', 'The file is empty: its first line should be the column headers');
  }
  const delimiter = detectDelimiter(firstLine);
  let records: string[][];
  try {
    // csv-parse is required by the first import, not at start (docs/decisions/embedded-footprint.md).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parse } = require('csv-parse/sync') as typeof CsvParse;
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: false,
    }) as string[][];
  } catch (error) {
    throw new SpreadsheetRefusal(
      'NOT_A_SPREADSHEET',
      `The file could not be read as a spreadsheet: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const [headers = [], ...data] = records;
  const rows: SheetRow[] = [];
  data.forEach((cells, index) => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: index + 2, cells });
  });
  if (rows.length > maxRows) {
    throw new SpreadsheetRefusal(
      'TOO_MANY_ROWS',
      `The file has ${rows.length.toLocaleString('en-US')} rows; at most ${maxRows.toLocaleString('en-US')} can be imported at once`,
    );
  }
  return { delimiter, headers, rows };
}
