import { PassThrough, type Readable } from 'node:stream';
import type { ReportColumnKind } from '@toko/shared';
import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * Report files written row by row (issue 12): an .xlsx built from its few XML parts over
 * fflate's streaming zip, or a .csv. Each `write` compresses the rows it gets and hands
 * the bytes to the reply; the caller waits for `drain`, so the server holds one chunk of
 * rows at a time however long the report is.
 */

export interface FileColumn {
  title: string;
  kind: ReportColumnKind;
}

export type FileValue = string | number | null;

export interface FileHeading {
  /** Lines above the table: the shop, the report's title, the period. */
  titles: readonly string[];
  columns: readonly FileColumn[];
}

export interface ReportFileWriter {
  readonly stream: Readable;
  readonly contentType: string;
  /** Writes rows; resolves when the reply can take more. */
  write(rows: readonly FileValue[][]): Promise<void>;
  /** The totals row (values of the columns without a total are null), then the end. */
  end(totals: readonly FileValue[]): Promise<void>;
  /** Ends the file early on a failure: the client sees a broken download, not a wrong report. */
  abort(error: Error): void;
}

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // XML 1.0 cannot hold most control characters at all.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

// Cell styles of styles.xml: 0 plain, 1 bold, 2 #,##0, 3 #,##0.000, 4 bold #,##0, 5 bold #,##0.000.
const STYLE = { plain: 0, bold: 1, integer: 2, grams: 3, boldInteger: 4, boldGrams: 5 } as const;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.000"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/><xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs></styleSheet>`;

function workbook(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

function numberStyle(kind: ReportColumnKind, bold: boolean): number {
  if (kind === 'gram') return bold ? STYLE.boldGrams : STYLE.grams;
  return bold ? STYLE.boldInteger : STYLE.integer;
}

function cell(ref: string, value: FileValue, kind: ReportColumnKind, bold: boolean): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number' && (kind === 'count' || kind === 'gram' || kind === 'rupiah')) {
    return `<c r="${ref}" s="${numberStyle(kind, bold)}"><v>${value}</v></c>`;
  }
  const style = bold ? ` s="${STYLE.bold}"` : '';
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

/**
 * Waits until the reply wants more bytes; rejects once it is gone (the browser left), so
 * the export stops reading rows and gives its cursor and connection back.
 */
function drained(stream: PassThrough): Promise<void> {
  const gone = () => new Error('Unduhan laporan dihentikan: peminta sudah pergi');
  if (stream.destroyed) return Promise.reject(gone());
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      stream.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(gone());
    stream.on('drain', onDrain);
    stream.on('close', onClose);
    stream.once('error', settle);
  });
}

/** An .xlsx of one sheet: title rows, a frozen header row, the rows, a bold totals row. */
export function xlsxWriter(heading: FileHeading, sheetName: string): ReportFileWriter {
  const out = new PassThrough();
  const zip = new Zip((error, data, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(data);
    if (final) out.end();
  });
  const addWhole = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  addWhole('[Content_Types].xml', CONTENT_TYPES);
  addWhole('_rels/.rels', ROOT_RELS);
  addWhole('xl/workbook.xml', workbook(sheetName));
  addWhole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  addWhole('xl/styles.xml', STYLES);

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const { columns } = heading;
  const headerRow = heading.titles.length + 2;
  let rowNumber = 0;
  const rowXml = (values: readonly FileValue[], kinds: readonly ReportColumnKind[], bold: boolean) => {
    rowNumber += 1;
    const cells = values.map((value, index) =>
      cell(`${columnLetter(index)}${rowNumber}`, value, kinds[index] ?? 'text', bold),
    );
    return `<row r="${rowNumber}">${cells.join('')}</row>`;
  };
  const kinds = columns.map((column) => column.kind);
  const widths = columns
    .map((column, index) => {
      const width = Math.max(column.title.length + 2, column.kind === 'text' ? 16 : 14);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  let head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData>`;
  for (const title of heading.titles) head += rowXml([title], ['text'], true);
  rowNumber += 1; // an empty row between the titles and the table
  head += rowXml(
    columns.map((column) => column.title),
    columns.map(() => 'text'),
    true,
  );
  sheet.push(strToU8(head), false);

  return {
    stream: out,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    async write(rows) {
      if (rows.length === 0) return;
      sheet.push(strToU8(rows.map((row) => rowXml(row, kinds, false)).join('')), false);
      await drained(out);
    },
    async end(totals) {
      sheet.push(strToU8(`${rowXml(totals, kinds, true)}</sheetData></worksheet>`), true);
      zip.end();
    },
    abort(error) {
      zip.terminate();
      out.destroy(error);
    },
  };
}

function csvField(value: FileValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A .csv (UTF-8 with a byte order mark, so spreadsheets read the accents): titles, header, rows, totals. */
export function csvWriter(heading: FileHeading): ReportFileWriter {
  const out = new PassThrough();
  const line = (values: readonly FileValue[]) => `${values.map(csvField).join(',')}\r\n`;
  out.write(`\ufeff${heading.titles.map((title) => line([title])).join('')}\r\n`);
  out.write(line(heading.columns.map((column) => column.title)));
  return {
    stream: out,
    contentType: 'text/csv; charset=utf-8',
    async write(rows) {
      if (rows.length === 0) return;
      out.write(rows.map(line).join(''));
      await drained(out);
    },
    async end(totals) {
      out.end(line(totals));
    },
    abort(error) {
      out.destroy(error);
    },
  };
}
