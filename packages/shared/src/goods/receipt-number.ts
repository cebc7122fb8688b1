/**
 * Receipt numbers `{kode_toko}-{TYPE}-{yymmdd}-{0001}`: a counter per shop, type
 * and business day (DOMAIN.md §1). The counter itself lives in the database.
 */
export const RECEIPT_TYPES = {
  FJ: 'Penjualan',
  FB: 'Pembelian',
  TP: 'Titipan',
  PS: 'Pesanan',
  SV: 'Service',
  HT: 'Hutang',
  BH: 'Bayar Hutang',
  PB: 'Pindah Barang',
  HC: 'Hancur',
  KB: 'Kirim Barang',
  TB: 'Tambah Barang',
  TM: 'Terima Barang',
  PN: 'Penerimaan Barang',
  SR: 'Sortir Pembelian',
  CC: 'Cucian',
  PT: 'Pindah Sortir',
  UK: 'Uang Kas',
  UB: 'Uang Bank',
  SO: 'Stock Opname',
  TH: 'Tukar Poin Hadiah',
  HK: 'Hitung Kas',
} as const;
export type ReceiptType = keyof typeof RECEIPT_TYPES;

export function formatReceiptNumber(
  kodeToko: string,
  type: ReceiptType,
  tglSystem: string,
  counter: number,
): string {
  if (!Number.isSafeInteger(counter) || counter < 1)
    throw new RangeError('Nomor urut harus bilangan bulat positif');
  return `${receiptNumberPrefix(kodeToko, type, tglSystem)}${String(counter).padStart(4, '0')}`;
}

/** What every receipt of a shop, type and business day begins with: `PST-FJ-261129-`. */
export function receiptNumberPrefix(kodeToko: string, type: ReceiptType, tglSystem: string): string {
  const [year, month, day] = tglSystem.split('-');
  return `${kodeToko}-${type}-${year?.slice(2)}${month}${day}-`;
}

export function parseReceiptNumber(
  receipt: string,
): { kodeToko: string; type: ReceiptType; yymmdd: string; counter: number } | null {
  const match = /^([A-Z0-9]+)-([A-Z]{2})-(\d{6})-(\d{4,})$/.exec(receipt);
  if (!match) return null;
  const [, kodeToko = '', type = '', yymmdd = '', counter = '0'] = match;
  if (!(type in RECEIPT_TYPES)) return null;
  return { kodeToko, type: type as ReceiptType, yymmdd, counter: Number(counter) };
}

/** Barcodes are the system's own 8-digit numbers, zero-padded (SPEC §9). */
export const BARCODE_LENGTH = 8;

export function formatBarcode(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence >= 10 ** BARCODE_LENGTH) {
    throw new RangeError('Nomor barcode di luar jangkauan 8 digit');
  }
  return String(sequence).padStart(BARCODE_LENGTH, '0');
}

export function isBarcode(text: string): boolean {
  return /^\d{8}$/.test(text);
}

/** `{kode_toko}-M{0001}`: a member code, the shop that registered the member, then its own counter. */
export function formatKodeMember(kodeToko: string, urut: number): string {
  return `${kodeToko}-M${String(urut).padStart(4, '0')}`;
}
