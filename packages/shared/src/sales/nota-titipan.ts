import { formatNumber, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { formatGrams, gramsToMilligrams } from '../common/weight.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import {
  buildNota,
  type Nota,
  type NotaAmount,
  type NotaInfo,
  type NotaItem,
  type NotaToko,
  notaSummary,
  pembayaranPenjualan,
} from './nota-penjualan.ts';
import { slipSegments } from './slip-text.ts';
import type { TitipanDoc } from './titipan.schemas.ts';

/** The money of a deposit as its slip lists it: the pieces' price, the DP, what is left, how the DP was paid. */
export function rincianTitipan(doc: TitipanDoc): NotaAmount[] {
  return [
    { label: TEXTS.notaTitipan.totalHarga, value: formatRupiah(doc.total) },
    { label: TEXTS.notaTitipan.dp, value: formatRupiah(doc.dp), strong: true },
    { label: TEXTS.notaTitipan.sisa, value: formatRupiah(doc.sisa) },
    // A deposit's DP is paid like a sale, minus a deposit of its own to credit.
    ...pembayaranPenjualan({ ...doc, no_titip: '', titipan_rp: 0 }),
  ];
}

export interface NotaTitipanInput {
  doc: TitipanDoc;
  toko: NotaToko;
  /** The setting of SLIP_TITIPAN (its terms, its duplicate flag PRINT_NOTA_TITIP_DUPLICATE_MODULE). */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

/**
 * Nota Titipan (DOMAIN.md §4): the pieces put aside at the price agreed today, the DP
 * paid (in words), what is left to pay when collecting, and the deposit terms of SPEC §9.
 */
export function buildNotaTitipan({ doc, toko, setting, namaSales }: NotaTitipanInput): Nota {
  if (setting.slip_type !== 'SLIP_TITIPAN') {
    throw new Error(`Nota Titipan dicetak dengan setting SLIP_TITIPAN, bukan ${setting.slip_type}`);
  }
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  const info: NotaInfo[] = [
    { label: 'No Titip', lines: [doc.no_titip] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(doc.tgl_system)] },
    { label: 'Jam', lines: [doc.jam] },
    { label: 'Sales', lines: [namaSales.trim() || doc.kode_sales] },
    ...optional('Member', doc.kode_member ? [doc.kode_member] : []),
    { label: 'Customer', lines: slipSegments(doc.nama_customer) },
    ...optional('No HP', doc.no_hp ? [doc.no_hp] : []),
    ...optional('Alamat', slipSegments(doc.alamat_customer)),
    ...optional('Keterangan', slipSegments(doc.keterangan)),
    // A reprint after collection names the sale that took the pieces.
    ...optional(
      TEXTS.notaTitipan.diambil,
      doc.status === 'FINISH' && doc.no_faktur_group ? [doc.no_faktur_group] : [],
    ),
  ];
  const items: NotaItem[] = doc.items.map((line) => ({
    kode: line.kode_barcode,
    nama: slipSegments(line.nama_barang),
    keterangan: line.kadar_cetak ? `${line.kode_group} / ${line.kadar_cetak}` : line.kode_group,
    berat: formatGrams(gramsToMilligrams(line.berat)),
    harga: formatNumber(line.harga_jual),
    batal: doc.status === 'CLOSE',
  }));
  return buildNota(setting, toko, {
    number: doc.no_titip,
    stamp: doc.status === 'CLOSE' ? TEXTS.nota.batal : null,
    info,
    items,
    summary: notaSummary(doc.items),
    amounts: rincianTitipan(doc),
    terbilangOf: doc.dp,
  });
}
