import { saveBlob } from './save-blob';

/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading
 * quote so an exported customer name cannot execute in Excel. Plain negative numbers
 * such as "-5000" stay numbers.
 */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/;

/**
 * Rows to CSV text (header row first, CRLF line ends, quoting by papaparse).
 * papaparse is loaded on first use: most sessions never export.
 */
export async function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    {
      fields: columns.map((column) => column.title),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/**
 * Saves CSV text as a file. The byte-order mark makes Excel read the text as UTF-8
 * (names with accents, "Rp" amounts) instead of the machine's code page.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), name);
}
