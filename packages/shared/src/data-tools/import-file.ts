import { dataTools } from '../texts/data-tools.ts';

/**
 * The Import Data page's choice of type and file and the shape of a file's rows, exactly as
 * SPEC §5 gives them. The parsing itself (quotes, embedded commas and newlines, BOM, the `;`
 * that Indonesian Excel writes) is papaparse's, in the browser; these rules take its rows.
 */

export const IMPORT_TYPES = [
  'master_sales',
  'master_group',
  'master_jenis',
  'master_gudang',
  'master_baki',
  'penjualan',
  'pembelian',
  'keuangan_cash',
  'keuangan_non_cash',
  'barang_summary',
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const DELETE_TYPES = ['PENJUALAN', 'PEMBELIAN', 'KEUANGAN', 'LAPORAN BARANG SUMMARY'] as const;
export type DeleteType = (typeof DELETE_TYPES)[number];

/**
 * What "Data Di Import Bukan …" names when the file's name does not carry the type. SPEC §5
 * gives Group, Jenis and Gudang (Gudang also for baki, penjualan and pembelian); it is silent
 * on sales, the two keuangan types and barang summary, which name themselves the same way.
 */
const WRONG_FILE_NAMES: Record<ImportType, string> = {
  master_sales: 'Sales',
  master_group: 'Group',
  master_jenis: 'Jenis',
  master_gudang: 'Gudang',
  master_baki: 'Gudang',
  penjualan: 'Gudang',
  pembelian: 'Gudang',
  keuangan_cash: 'Keuangan Cash',
  keuangan_non_cash: 'Keuangan Non Cash',
  barang_summary: 'Barang Summary',
};

/** Shops that may import one type only, preselected on the page (SPEC §6: TRA, penjualan). */
const ONLY_TYPE: Record<string, ImportType> = { TRA: 'penjualan' };

export const onlyImportTypeOf = (kodeToko: string): ImportType | undefined => ONLY_TYPE[kodeToko];

export const isImportType = (value: string): value is ImportType =>
  (IMPORT_TYPES as readonly string[]).includes(value);

/**
 * Why the chosen type and file cannot be imported, or null. In the page's order: a type,
 * a file, a known type, a .csv file, its name carrying the type, the shop's one type.
 */
export function importChoiceError(choice: {
  type: string | undefined;
  fileName: string | undefined;
  kodeToko: string;
}): string | null {
  const { type, fileName, kodeToko } = choice;
  if (!type) return dataTools.typeBelumDipilih;
  if (!fileName) return dataTools.fileBelumDipilih;
  if (!isImportType(type)) return dataTools.gagalImport;
  const name = fileName.toLowerCase();
  if (!name.endsWith('.csv')) return dataTools.bukanCsv;
  // keuangan_cash is not found inside keuangan_non_cash.csv: "_non" breaks the run.
  if (!name.includes(type)) return dataTools.bukanType(WRONG_FILE_NAMES[type]);
  const only = onlyImportTypeOf(kodeToko);
  if (only && type !== only) return dataTools.hanyaPenjualan(kodeToko);
  return null;
}

/** A header cell as SPEC §5 reads it: lowercased, its first space an underscore (BOM and edges trimmed). */
export function normalizeImportHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(' ', '_');
}

/**
 * The file's rows as records keyed by the normalised header. The last row is dropped (SPEC
 * §5): exports end with a line break, or a totals or broken line, that is not data. Blank
 * lines left after that cut are skipped. Cells
 * beyond the header are ignored; a short row leaves its missing cells undefined, which the
 * type's rules default ('-' for text, 0 for numbers).
 */
export function importRecords(rows: readonly (readonly string[])[]): Record<string, string>[] {
  const [header, ...data] = rows;
  if (!header) return [];
  const keys = header.map(normalizeImportHeader);
  // After the spec's cut, a line with no cell filled (a spreadsheet's blank row between the
  // data and its end) is not a row of data either: it would only fail every required field.
  const filled = data.slice(0, -1).filter((row) => row.some((cell) => cell.trim() !== ''));
  return filled.map((row) => {
    const record: Record<string, string> = {};
    keys.forEach((key, index) => {
      const cell = row[index];
      if (key !== '' && cell !== undefined) record[key] = cell;
    });
    return record;
  });
}
