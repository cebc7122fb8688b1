import type { Readable } from 'node:stream';
import type { ReportColumnKind } from '@toko/shared';
import fc from 'fast-check';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  columnLetter,
  csvWriter,
  escapeXml,
  type FileValue,
  type ReportFileWriter,
  rowXmlWriter,
  xlsxWriter,
} from './report-files.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/** Writes the rows in chunks and the totals, and reads the whole file while it is written. */
async function fileOf(
  writer: ReportFileWriter,
  chunks: readonly FileValue[][][],
  totals: FileValue[],
): Promise<Buffer> {
  const read = bytesOf(writer.stream);
  for (const rows of chunks) await writer.write(rows);
  await writer.end(totals);
  return read;
}

const sheetOf = (file: Buffer) =>
  new TextDecoder().decode(unzipSync(new Uint8Array(file))['xl/worksheets/sheet1.xml']);

/** The cell XML as the writer made it before issue 28 (a cell at a time, regex escapes): the reference. */
function referenceCell(ref: string, value: FileValue, kind: ReportColumnKind, bold: boolean): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number' && (kind === 'count' || kind === 'gram' || kind === 'rupiah')) {
    const style = kind === 'gram' ? (bold ? 5 : 3) : bold ? 4 : 2;
    return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  }
  const text = String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the reference removes them too
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
  return `<c r="${ref}" t="inlineStr"${bold ? ' s="1"' : ''}><is><t xml:space="preserve">${text}</t></is></c>`;
}

const KINDS: ReportColumnKind[] = ['date', 'text', 'gram', 'rupiah', 'count', 'status'];

describe('report files', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes only what XML cannot hold as it is', () => {
    expect(escapeXml('CINCIN MODEL 12')).toBe('CINCIN MODEL 12');
    expect(escapeXml('A & B <"x"> \u0001\u000bC\tD\n')).toBe('A &amp; B &lt;&quot;x&quot;&gt; C\tD\n');
  });

  it('writes a row as the cell-by-cell writer did, for any values of any kinds', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.constant(''),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 30 }),
        fc.array(value, { maxLength: 30 }),
        fc.integer({ min: 1, max: 1_048_576 }),
        fc.boolean(),
        (kinds, values, rowNumber, bold) => {
          const expected = `<row r="${rowNumber}">${values
            .map((cell, index) =>
              referenceCell(`${columnLetter(index)}${rowNumber}`, cell, kinds[index] ?? 'text', bold),
            )
            .join('')}</row>`;
          expect(rowXmlWriter(kinds, bold)(rowNumber, values)).toBe(expected);
        },
      ),
    );
  });

  it('writes an xlsx whose sheet holds the titles, the header, every chunk of rows and the bold totals', async () => {
    const writer = xlsxWriter(
      {
        titles: ['Toko Pusat - Jl. Emas 1', 'Laporan & Uji', 'Periode 01-11-2026 s/d 30-11-2026'],
        columns: [
          { title: 'No Nota', kind: 'text' },
          { title: 'Berat', kind: 'gram' },
          { title: 'Total', kind: 'rupiah' },
        ],
      },
      'Laporan & Uji',
    );
    const chunks = Array.from({ length: 30 }, (_, chunk) =>
      Array.from({ length: 100 }, (_, index): FileValue[] => [
        `FJ-${chunk * 100 + index + 1}`,
        1.25,
        1_000_000,
      ]),
    );
    const file = await fileOf(writer, chunks, ['TOTAL', 3750, 3_000_000_000]);
    expect(writer.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(file));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(new TextDecoder().decode(files['xl/workbook.xml'])).toContain('<sheet name="Laporan &amp; Uji"');
    const sheet = sheetOf(file);
    expect(sheet).toContain(
      '<row r="2"><c r="A2" t="inlineStr" s="1"><is><t xml:space="preserve">Laporan &amp; Uji</t></is></c></row>',
    );
    expect(sheet).toContain('<pane ySplit="5" topLeftCell="A6" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain(
      '<row r="5"><c r="A5" t="inlineStr" s="1"><is><t xml:space="preserve">No Nota</t>',
    );
    expect(sheet).toContain(
      '<row r="6"><c r="A6" t="inlineStr"><is><t xml:space="preserve">FJ-1</t></is></c><c r="B6" s="3"><v>1.25</v></c><c r="C6" s="2"><v>1000000</v></c></row>',
    );
    expect(sheet.match(/<row r=/g)).toHaveLength(3 + 1 + 3000 + 1);
    expect(sheet).toMatch(
      /<row r="3006"><c r="A3006" t="inlineStr" s="1"><is><t xml:space="preserve">TOTAL<\/t><\/is><\/c><c r="B3006" s="5"><v>3750<\/v><\/c><c r="C3006" s="4"><v>3000000000<\/v><\/c><\/row><\/sheetData><\/worksheet>$/,
    );
  });

  it('ends an aborted xlsx with the error, not with a file that looks whole', async () => {
    const writer = xlsxWriter({ titles: ['T'], columns: [{ title: 'No', kind: 'text' }] }, 'T');
    const read = bytesOf(writer.stream);
    await writer.write([['1']]);
    writer.abort(new Error('putus'));
    await expect(read).rejects.toThrow('putus');
  });

  it('writes a csv with a byte order mark, quoted fields where needed, and the totals', async () => {
    const writer = csvWriter({
      titles: ['Toko Pusat'],
      columns: [
        { title: 'Nama', kind: 'text' },
        { title: 'Total', kind: 'rupiah' },
      ],
    });
    const file = await fileOf(
      writer,
      [[['CINCIN, "KECIL"', 5000]], [['GELANG\nBARU', null]]],
      ['TOTAL', 5000],
    );
    expect(file.toString('utf8')).toBe(
      '\ufeffToko Pusat\r\n\r\nNama,Total\r\n"CINCIN, ""KECIL""",5000\r\n"GELANG\nBARU",\r\nTOTAL,5000\r\n',
    );
  });
});
