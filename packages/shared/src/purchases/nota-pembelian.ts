import { formatNumber, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { sumRupiah } from '../common/money.ts';
import { formatGrams, gramsToMilligrams } from '../common/weight.ts';
import {
  buildNota,
  cashLines,
  type Nota,
  type NotaAmount,
  type NotaInfo,
  type NotaItem,
  type NotaToko,
  notaSummary,
} from '../sales/nota-penjualan.ts';
import { slipSegments } from '../sales/slip-text.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import type { PembelianDoc, PembelianLine } from './pembelian.schemas.ts';

/**
 * How the shop paid the customer: cash, a transfer from its account. The lines of a
 * sale's payment, without change: the shop pays a buyback exactly.
 */
export function pembayaranPembelian(
  doc: Pick<PembelianDoc, 'cash_rp' | 'transfer_rp' | 'no_rekening'>,
): NotaAmount[] {
  return [
    ...cashLines(doc.cash_rp, 0),
    ...(doc.transfer_rp > 0
      ? [
          {
            label: TEXTS.notaPembelian.transfer,
            detail: `Rek. ${doc.no_rekening}`,
            value: formatRupiah(doc.transfer_rp),
          },
        ]
      : []),
  ];
}

/** What the shop paid: the total, then each way it paid, and what was cancelled since. */
export function rincianPembelian(doc: PembelianDoc): NotaAmount[] {
  const batal = sumRupiah(doc.items.filter((line) => line.status === 'CANC').map((line) => line.harga));
  return [
    { label: TEXTS.notaPembelian.total, value: formatRupiah(doc.total), strong: true },
    ...pembayaranPembelian(doc),
    ...(batal > 0 ? [{ label: TEXTS.notaPembelian.totalBatal, value: formatRupiah(batal) }] : []),
  ];
}

/** "750 / 750 · MULUS": group, printed kadar and the condition the piece was bought in. */
function keteranganPembelian(line: PembelianLine): string {
  const group = line.kadar_cetak ? `${line.kode_group} / ${line.kadar_cetak}` : line.kode_group;
  return line.kode_kondisi ? `${group} · ${line.kode_kondisi}` : group;
}

/** One piece bought back as a receipt prints it: its barcode (or none yet), condition, weight, price. */
export function notaItemPembelian(line: PembelianLine): NotaItem {
  return {
    kode: line.kode_barcode || TEXTS.notaPembelian.tanpaBarcode,
    nama: slipSegments(line.nama_barang),
    keterangan: keteranganPembelian(line),
    berat: formatGrams(gramsToMilligrams(line.berat)),
    harga: formatNumber(line.harga),
    batal: line.status === 'CANC',
  };
}

export interface NotaPembelianInput {
  doc: PembelianDoc;
  toko: NotaToko;
  /** The setting of SLIP_PEMBELIAN (its duplicate flag is PRINT_NOTA_BELI_DUPLICATE_MODULE). */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

/**
 * Nota Pembelian (DOMAIN.md §2): the pieces the shop bought back from one customer, each
 * at the weight brought and the price paid, the total in words and how it was paid out.
 */
export function buildNotaPembelian({ doc, toko, setting, namaSales }: NotaPembelianInput): Nota {
  if (setting.slip_type !== 'SLIP_PEMBELIAN') {
    throw new Error(`Nota Pembelian dicetak dengan setting SLIP_PEMBELIAN, bukan ${setting.slip_type}`);
  }
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  const info: NotaInfo[] = [
    { label: 'No Nota', lines: [doc.no_faktur_group] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(doc.tgl_system)] },
    { label: 'Jam', lines: [doc.jam] },
    { label: 'Sales', lines: [namaSales.trim() || doc.kode_sales] },
    ...optional('Member', doc.kode_member ? [doc.kode_member] : []),
    { label: 'Customer', lines: slipSegments(doc.nama_customer) },
    ...optional('No HP', doc.no_hp ? [doc.no_hp] : []),
    ...optional('Alamat', slipSegments(doc.alamat_customer)),
  ];
  return buildNota(setting, toko, {
    number: doc.no_faktur_group,
    stamp: doc.status === 'CANC' ? TEXTS.nota.batal : null,
    info,
    items: doc.items.map(notaItemPembelian),
    summary: notaSummary(doc.items),
    amounts: rincianPembelian(doc),
    terbilangOf: doc.total,
  });
}
