import { type MasterRecord, type TambahBarangItem, TEXTS, tambahBarangItemSchema } from '@toko/shared';
import { WEB_TEXTS } from '../../../texts';

/** The place and class of a line: chosen once in a header, or per line. */
export const PLACE_FIELDS = ['kode_group', 'kode_dept', 'kode_gudang', 'kode_baki'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type LinePlace = Partial<Record<PlaceField, string>>;

export interface AtributLine {
  key: number;
  nama_atribut: string;
  /** Grams as typed ("0.25"). */
  berat_atribut: string;
  harga_atribut: number | null;
}

/** One line of the editor, as typed: weights stay text until saved ("3." on the way to "3.5"). */
export interface BarangLine extends LinePlace {
  key: number;
  nama_barang: string;
  kode_barang: string;
  berat: string;
  berat_plastik: string;
  kadar: string;
  kadar_cetak: string;
  ongkos_type: 'GRAM' | 'TOTAL';
  ongkos: number | null;
  harga_beli: number | null;
  jumlah: number | null;
  atribut: AtributLine[];
  /** The customer's order this piece was made for ('' for stock): adding it makes the order DONE. */
  no_pesanan: string;
}

/** What a new line starts with: the header's place and the group's kadar. */
export type LineDefaults = LinePlace & Partial<Pick<BarangLine, 'kadar' | 'kadar_cetak'>>;

let lastKey = 0;
/** Row keys unique for the page's life (React keys and error lookups). */
export function nextLineKey(): number {
  lastKey += 1;
  return lastKey;
}

export function newLine(defaults: LineDefaults = {}): BarangLine {
  return {
    key: nextLineKey(),
    kode_group: defaults.kode_group,
    kode_dept: defaults.kode_dept,
    kode_gudang: defaults.kode_gudang,
    kode_baki: defaults.kode_baki,
    nama_barang: '',
    kode_barang: '',
    berat: '',
    berat_plastik: '',
    kadar: defaults.kadar ?? '',
    kadar_cetak: defaults.kadar_cetak ?? '',
    ongkos_type: 'GRAM',
    ongkos: null,
    harga_beli: null,
    jumlah: 1,
    atribut: [],
    no_pesanan: '',
  };
}

export function newAtribut(): AtributLine {
  return { key: nextLineKey(), nama_atribut: '', berat_atribut: '', harga_atribut: null };
}

/**
 * A copy for the next piece of the same model: everything but the weight, which is
 * what differs from piece to piece, and the order, which gets one piece only.
 */
export function copyLine(line: BarangLine): BarangLine {
  return {
    ...line,
    key: nextLineKey(),
    berat: '',
    no_pesanan: '',
    atribut: line.atribut.map((atribut) => ({ ...atribut, key: nextLineKey() })),
  };
}

/**
 * What a group implies for its lines: its kadar, and the kadar printed on labels and
 * receipts (the group code when it is a purity such as 750, else nothing to guess).
 */
export function groupDefaults(group: MasterRecord | undefined): Pick<LineDefaults, 'kadar' | 'kadar_cetak'> {
  if (!group) return { kadar: '', kadar_cetak: '' };
  const kadar = Number(group.kadar);
  const code = String(group.kode_group ?? '');
  return {
    kadar: Number.isFinite(kadar) && kadar > 0 ? String(kadar) : '',
    kadar_cetak: /^\d+$/.test(code) ? code : '',
  };
}

/** Accessories (any group not EMAS) are stocked by quantity; a gold piece is one barcode. */
export function allowsJumlah(group: MasterRecord | undefined): boolean {
  return Boolean(group) && group?.jenis_group !== 'EMAS';
}

const optionalNumber = (value: number | null) => (value === null ? undefined : value);
const optionalText = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The line as the API takes it; `place` (a header's choice) wins over the line's own. */
export function lineToItem(line: BarangLine, place?: LinePlace): TambahBarangItem {
  const where = place ?? line;
  return {
    kode_group: where.kode_group ?? '',
    kode_dept: where.kode_dept ?? '',
    kode_gudang: where.kode_gudang ?? '',
    kode_baki: where.kode_baki ?? '',
    nama_barang: line.nama_barang,
    kode_barang: line.kode_barang,
    // Empty reads as 0, which the schema answers with 'Berat Harus Diisi'.
    berat: line.berat.trim() === '' ? 0 : line.berat.trim(),
    berat_plastik: optionalText(line.berat_plastik),
    kadar: optionalText(line.kadar),
    kadar_cetak: line.kadar_cetak,
    ongkos_type: line.ongkos_type,
    ongkos: optionalNumber(line.ongkos),
    harga_beli: optionalNumber(line.harga_beli),
    jumlah: optionalNumber(line.jumlah),
    atribut: line.atribut.map((atribut) => ({
      nama_atribut: atribut.nama_atribut,
      berat_atribut: optionalText(atribut.berat_atribut),
      harga_atribut: optionalNumber(atribut.harga_atribut),
    })),
    no_pesanan: noPesananOf(line),
  };
}

/** The order number as the server keeps it: trimmed, upper-case. */
export function noPesananOf(line: Pick<BarangLine, 'no_pesanan'>): string {
  return line.no_pesanan.trim().toUpperCase();
}

/** Field errors of one line, by field path ('berat', 'atribut.0.nama_atribut'). */
export type LineErrors = Record<string, string>;

export interface LinesCheck {
  items: TambahBarangItem[];
  /** By line key; only lines with a problem. */
  errors: Map<number, LineErrors>;
  /** 'Baris 2: Berat Harus Diisi', one per problem line, in order. */
  problems: string[];
}

/**
 * Checks every line against the shared schema (so the words are the server's) and the
 * one rule that needs the group master: jumlah above 1 only for accessories.
 */
export function checkLines(
  lines: readonly BarangLine[],
  groups: readonly MasterRecord[],
  place?: LinePlace,
): LinesCheck {
  const items: TambahBarangItem[] = [];
  const errors = new Map<number, LineErrors>();
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const item = lineToItem(line, place);
    items.push(item);
    const found: LineErrors = {};
    const result = tambahBarangItemSchema.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        // A header's place is checked, and its problem shown, by the header itself.
        if (place && (PLACE_FIELDS as readonly string[]).includes(path)) continue;
        found[path] ??= issue.message;
      }
    }
    const group = groups.find((record) => record.kode_group === item.kode_group);
    if (!found.jumlah && Number(item.jumlah ?? 1) > 1 && !allowsJumlah(group)) {
      found.jumlah = WEB_TEXTS.barangLines.jumlahEmas;
    }
    // An order is made as one piece: a quantity, or a second line naming it, is refused.
    const noPesanan = item.no_pesanan ?? '';
    if (noPesanan && !found.no_pesanan) {
      const again = lines.slice(0, index).some((other) => noPesananOf(other) === noPesanan);
      if (again || Number(item.jumlah ?? 1) > 1) found.no_pesanan = TEXTS.pesanan.barangSatu(noPesanan);
    }
    const first = Object.values(found)[0];
    if (first) {
      errors.set(line.key, found);
      problems.push(WEB_TEXTS.barangLines.row(index, first));
    }
  });
  return { items, errors, problems };
}

/** A line nobody has typed into yet (left over at the end): it is dropped rather than refused. */
export function isBlankLine(line: BarangLine): boolean {
  return (
    line.nama_barang.trim() === '' &&
    line.kode_barang.trim() === '' &&
    line.berat.trim() === '' &&
    line.atribut.length === 0
  );
}

/** Pieces and grams the lines will add (weights summed in milligrams, so exact). */
export function linesTotals(lines: readonly BarangLine[]): { jumlah: number; beratMg: number } {
  let jumlah = 0;
  let beratMg = 0;
  for (const line of lines) {
    const count = line.jumlah ?? 1;
    const grams = Number(line.berat);
    jumlah += count;
    if (Number.isFinite(grams)) beratMg += Math.round(grams * 1000);
  }
  return { jumlah, beratMg };
}

/** The lines to save: untouched rows are left out, unless nothing else is there (then it shows what is missing). */
export function withoutBlankLines(lines: readonly BarangLine[]): BarangLine[] {
  const filled = lines.filter((line) => !isBlankLine(line));
  return filled.length > 0 ? filled : lines.slice(0, 1);
}

/**
 * The header's group changed: lines still carrying the old group's kadar take the new
 * one's (a kadar typed by hand stays), and gold lines go back to one piece each.
 */
export function followGroup(
  lines: readonly BarangLine[],
  from: MasterRecord | undefined,
  to: MasterRecord | undefined,
): BarangLine[] {
  const before = groupDefaults(from);
  const after = groupDefaults(to);
  return lines.map((line) => ({
    ...line,
    kadar: line.kadar === '' || line.kadar === before.kadar ? (after.kadar ?? '') : line.kadar,
    kadar_cetak:
      line.kadar_cetak === '' || line.kadar_cetak === before.kadar_cetak
        ? (after.kadar_cetak ?? '')
        : line.kadar_cetak,
    jumlah: allowsJumlah(to) ? line.jumlah : 1,
  }));
}
