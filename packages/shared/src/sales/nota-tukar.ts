import { formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { notaItemPembelian } from '../purchases/nota-pembelian.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import {
  buildNota,
  type Nota,
  type NotaAmount,
  type NotaInfo,
  type NotaItem,
  type NotaToko,
  notaItemPenjualan,
  notaSummary,
  pembayaranPenjualan,
} from './nota-penjualan.ts';
import { slipSegments } from './slip-text.ts';
import type { TukarDoc } from './tukar.schemas.ts';

export interface NotaTukarInput {
  doc: TukarDoc;
  toko: NotaToko;
  /** The setting of SLIP_TUKAR (its duplicate flag is REPRINT_SLIP_TUKAR_DUPLICATE). */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

/** The new pieces, then the gold traded in, each marked for what it is. */
function tukarItems({ penjualan, pembelian }: TukarDoc): NotaItem[] {
  const marked = (mark: string) => (item: NotaItem) => ({
    ...item,
    keterangan: `${mark} · ${item.keterangan}`,
  });
  return [
    ...penjualan.items.map(notaItemPenjualan).map(marked(TEXTS.notaTukar.jual)),
    ...pembelian.items.map(notaItemPembelian).map(marked(TEXTS.notaTukar.tukar)),
  ];
}

/**
 * The money: the sale, what the gold is worth, then either what the customer paid on top
 * (tukar tambah, by the sale's own payment lines) or what the shop paid out (tukar kurang).
 */
function tukarAmounts(doc: TukarDoc): NotaAmount[] {
  const { penjualan, pembelian } = doc;
  const bayar = pembayaranPenjualan(penjualan).filter((line) => line.label !== TEXTS.pembayaran.tukar);
  return [
    { label: TEXTS.notaTukar.totalPenjualan, value: formatRupiah(penjualan.total), strong: true },
    {
      label: TEXTS.notaTukar.nilaiTukar,
      detail: pembelian.no_faktur_group,
      value: formatRupiah(pembelian.total),
    },
    doc.tukar_kurang > 0
      ? { label: TEXTS.notaTukar.tukarKurang, value: formatRupiah(doc.tukar_kurang), strong: true }
      : { label: TEXTS.notaTukar.tukarTambah, value: formatRupiah(doc.tukar_tambah), strong: true },
    ...bayar,
  ];
}

/**
 * Slip Tukar (SPEC §6): one trade-in on one slip, numbered by its sale. The new pieces
 * and the gold brought in, the sale's total and the gold's value, and the difference in
 * words: what the customer paid on top, or what the shop paid out.
 */
export function buildSlipTukar({ doc, toko, setting, namaSales }: NotaTukarInput): Nota {
  if (setting.slip_type !== 'SLIP_TUKAR') {
    throw new Error(`Slip Tukar dicetak dengan setting SLIP_TUKAR, bukan ${setting.slip_type}`);
  }
  const { penjualan, pembelian } = doc;
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  const info: NotaInfo[] = [
    { label: TEXTS.notaTukar.noJual, lines: [penjualan.no_faktur_group] },
    { label: TEXTS.notaTukar.noBeli, lines: [pembelian.no_faktur_group] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(penjualan.tgl_system)] },
    { label: 'Jam', lines: [penjualan.jam] },
    { label: 'Sales', lines: [namaSales.trim() || penjualan.kode_sales] },
    ...optional('Member', penjualan.kode_member ? [penjualan.kode_member] : []),
    { label: 'Customer', lines: slipSegments(penjualan.nama_customer) },
    ...optional('No HP', penjualan.no_hp ? [penjualan.no_hp] : []),
    ...optional('Alamat', slipSegments(penjualan.alamat_customer)),
  ];
  return buildNota(setting, toko, {
    number: penjualan.no_faktur_group,
    stamp: penjualan.status === 'CANC' ? TEXTS.nota.batal : null,
    info,
    items: tukarItems(doc),
    summary: `${TEXTS.notaTukar.jual} ${notaSummary(penjualan.items)} · ${TEXTS.notaTukar.tukar} ${notaSummary(
      pembelian.items,
    )}`,
    amounts: tukarAmounts(doc),
    terbilangOf: doc.tukar_kurang > 0 ? doc.tukar_kurang : doc.tukar_tambah,
    // The customer keeps the new pieces: the slip's QR opens their sale.
    qr: penjualan.cek_nota,
    noHp: penjualan.no_hp,
  });
}
