import { formatNumber, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { sumRupiah } from '../common/money.ts';
import { terbilang } from '../common/terbilang.ts';
import { formatGrams, gramsToMilligrams } from '../common/weight.ts';
import {
  DEFAULT_SYARAT_TITIPAN,
  type NotaSetting,
  SLIP_LABELS,
  type SlipType,
} from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import type { PenjualanDoc } from './penjualan.schemas.ts';
import { slipSegments } from './slip-text.ts';

/** The shop as a receipt heads it. */
export interface NotaToko {
  nama_toko: string;
  alamat_toko: string;
  telepon?: string;
}

/** A "label : value" line of the receipt's head; a long value runs over several lines. */
export interface NotaInfo {
  label: string;
  lines: string[];
}

/** One row of the receipt's body: a piece sold, deposited, bought back... */
export interface NotaItem {
  /** The barcode. */
  kode: string;
  /** The name, cut into the slip's 20-character segments. */
  nama: string[];
  /** What else identifies the piece (group and printed kadar). */
  keterangan: string;
  /** Grams with 3 decimals, or '' for a row without weight. */
  berat: string;
  /** Rupiah, grouped, without the "Rp". */
  harga: string;
  /** A cancelled line stays on a reprint, marked. */
  batal: boolean;
}

/** A money line under the rows: the total, each payment, the change. */
export interface NotaAmount {
  label: string;
  /** A smaller line under the label (the bank, the account). */
  detail?: string;
  value: string;
  strong?: boolean;
}

/** The copies of SPEC §6: the customer's, and the shop's own when the slip's duplicate flag is on. */
export const NOTA_COPIES = { customer: 'Customer', internal: 'Internal' } as const;

/** Everything a receipt prints, already as text, in the order it prints; the same for screen, paper and PDF. */
export interface Nota {
  slipType: SlipType;
  paper: NotaSetting['paper'];
  /** Shop name first, then its address, phone and the setting's header lines. */
  header: string[];
  title: string;
  /** The receipt number, also the PDF's file name. */
  number: string;
  /** A whole receipt that no longer holds ('BATAL'), or null. */
  stamp: string | null;
  info: NotaInfo[];
  items: NotaItem[];
  /** Count and weight of the rows, or null when the slip has no pieces. */
  summary: string | null;
  amounts: NotaAmount[];
  /** The amount in words, title-cased as receipts print it ('' on a slip without money). */
  terbilang: string;
  footer: string[];
  syaratKetentuan: string[];
  /** One label per printed copy. */
  copies: string[];
  /**
   * The link the receipt's QR code holds (Cek Nota, issue 30): a path, or an absolute address
   * under the server's PUBLIC_URL; absent on slips without one.
   */
  qr?: string;
  /** The customer's phone, for Kirim via WhatsApp (the printed number is an info line). */
  noHp?: string;
}

/** What a slip type puts on its receipt; the shop, the setting and the copies come from buildNota. */
export interface NotaContent {
  number: string;
  stamp?: string | null;
  info: NotaInfo[];
  items: NotaItem[];
  summary: string | null;
  amounts: NotaAmount[];
  /** The amount written out in words; null for a slip without money (a gift taken for points). */
  terbilangOf: number | null;
  /** The document's Cek Nota link, when the server gave one. */
  qr?: string | undefined;
  /** The customer's phone, to send the link to. */
  noHp?: string | undefined;
}

const PAWN_TYPE_SLIPS: readonly SlipType[] = ['SLIP_TITIPAN', 'SLIP_HUTANG'];

function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** "sembilan belas juta rupiah" -> "Sembilan Belas Juta Rupiah". */
export function terbilangNota(rupiah: number): string {
  return terbilang(rupiah)
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The terms a slip prints: the setting's own text, or for deposit and pawn-type slips
 * whose setting leaves it empty the standard buy-back terms of SPEC §9.
 */
export function notaSyaratKetentuan(setting: Pick<NotaSetting, 'slip_type' | 'syarat_ketentuan'>): string[] {
  const own = textLines(setting.syarat_ketentuan);
  if (own.length > 0 || !PAWN_TYPE_SLIPS.includes(setting.slip_type)) return own;
  return [DEFAULT_SYARAT_TITIPAN];
}

/** The receipt of any slip type: its content under the shop's head, with the setting's texts and copies. */
export function buildNota(setting: NotaSetting, toko: NotaToko, content: NotaContent): Nota {
  const header = [
    toko.nama_toko.trim(),
    ...textLines(toko.alamat_toko),
    ...(toko.telepon?.trim() ? [`Telp. ${toko.telepon.trim()}`] : []),
    ...textLines(setting.header),
  ].filter((line) => line.length > 0);
  return {
    slipType: setting.slip_type,
    paper: setting.paper,
    header,
    title: SLIP_LABELS[setting.slip_type].toUpperCase(),
    number: content.number,
    stamp: content.stamp ?? null,
    info: content.info,
    items: content.items,
    summary: content.summary,
    amounts: content.amounts,
    terbilang: content.terbilangOf === null ? '' : terbilangNota(content.terbilangOf),
    footer: textLines(setting.footer),
    syaratKetentuan: notaSyaratKetentuan(setting),
    copies: setting.duplicate ? [NOTA_COPIES.customer, NOTA_COPIES.internal] : [NOTA_COPIES.customer],
    ...(content.qr ? { qr: content.qr } : {}),
    ...(content.noHp ? { noHp: content.noHp } : {}),
  };
}

/**
 * Count and weight of pieces as the receipt sums them (in milligrams, never float grams).
 * A line of a repair or a pledge may hold several pieces (`jumlah`, its weight theirs
 * together); a sold or bought line is one barcode, one piece.
 */
export function notaSummary(items: readonly { berat: number; jumlah?: number }[]): string {
  const milligrams = items.reduce((sum, item) => sum + gramsToMilligrams(item.berat), 0);
  return `${formatNumber(jumlahBarang(items))} pcs, ${formatGrams(milligrams)} gr`;
}

/** Pieces in a document's lines, by `jumlah` (a repair's or a pledge's line may hold several), not rows. */
export function jumlahBarang(items: readonly { jumlah?: number }[]): number {
  return items.reduce((sum, item) => sum + (item.jumlah ?? 1), 0);
}

type PenjualanPayment = Pick<
  PenjualanDoc,
  | 'no_titip'
  | 'titipan_rp'
  | 'cash_rp'
  | 'kembalian'
  | 'transfer_rp'
  | 'no_rekening'
  | 'debet_rp'
  | 'kode_bank_debet'
  | 'biaya_debet'
  | 'credit_rp'
  | 'kode_bank_credit'
  | 'biaya_credit'
  | 'tukar_rp'
  | 'no_faktur_beli_tukar'
> &
  // Only a sale collects an order: a deposit's or a service's payment has none.
  Partial<Pick<PenjualanDoc, 'no_pesanan' | 'pesanan_rp'>>;

/**
 * Cash of a payment. With change, three lines so that nobody has to work it out: what
 * the customer handed over, the change given back, and what stays in the till. Without
 * change the three are one amount, on one line.
 */
export function cashLines(cashRp: number, kembalian: number): NotaAmount[] {
  if (cashRp <= 0) return [];
  if (kembalian <= 0) return [{ label: TEXTS.pembayaran.cash, value: formatRupiah(cashRp) }];
  return [
    { label: TEXTS.pembayaran.cashDiterima, value: formatRupiah(cashRp) },
    { label: TEXTS.pembayaran.kembalian, value: formatRupiah(kembalian) },
    { label: TEXTS.pembayaran.cashBersih, value: formatRupiah(cashRp - kembalian) },
  ];
}

/**
 * The payment of a sale (or a deposit's DP), one line per method used (a collected
 * deposit's or order's DP first, then gold traded in, cash with its change, then transfer and cards,
 * each card's fee on a line of its own). Every screen and receipt that shows a payment lists these lines.
 */
export function pembayaranPenjualan(doc: PenjualanPayment): NotaAmount[] {
  const lines: NotaAmount[] = [];
  // Collecting a deposit: its DP was paid when the piece was put aside.
  if (doc.titipan_rp > 0)
    lines.push({
      label: TEXTS.pembayaran.dpTitipan,
      detail: doc.no_titip,
      value: formatRupiah(doc.titipan_rp),
    });
  // Collecting an order: its DP was paid when it was taken; the sale is priced at the real weight.
  if ((doc.pesanan_rp ?? 0) > 0)
    lines.push({
      label: TEXTS.pembayaran.dpPesanan,
      detail: doc.no_pesanan,
      value: formatRupiah(doc.pesanan_rp ?? 0),
    });
  // Gold traded in (Tukar): bought back under its own number, its value paid for the sale.
  if ((doc.tukar_rp ?? 0) > 0)
    lines.push({
      label: TEXTS.pembayaran.tukar,
      detail: doc.no_faktur_beli_tukar,
      value: formatRupiah(doc.tukar_rp ?? 0),
    });
  lines.push(...cashLines(doc.cash_rp, doc.kembalian));
  if (doc.transfer_rp > 0) {
    lines.push({
      label: TEXTS.pembayaran.transfer,
      detail: `Rek. ${doc.no_rekening}`,
      value: formatRupiah(doc.transfer_rp),
    });
  }
  const card = (jenis: string, nominal: number, bank: string, biaya: number) => {
    if (nominal <= 0) return;
    lines.push({ label: jenis, detail: bank, value: formatRupiah(nominal) });
    if (biaya > 0) lines.push({ label: `Biaya Kartu ${jenis}`, value: formatRupiah(biaya) });
  };
  card('Debet', doc.debet_rp, doc.kode_bank_debet, doc.biaya_debet);
  card('Credit', doc.credit_rp, doc.kode_bank_credit, doc.biaya_credit);
  return lines;
}

/** The money of a sale as its nota lists it: total, each payment with the change, and what was cancelled since. */
export function rincianPenjualan(doc: PenjualanDoc): NotaAmount[] {
  const batal = sumRupiah(doc.items.filter((line) => line.status === 'CANC').map((line) => line.harga_jual));
  return [
    { label: 'Total', value: formatRupiah(doc.total), strong: true },
    ...pembayaranPenjualan(doc),
    ...(batal > 0 ? [{ label: 'Total Batal', value: formatRupiah(batal) }] : []),
  ];
}

/** One piece sold as a receipt prints it: group and printed kadar, weight, price, cancelled or not. */
export function notaItemPenjualan(line: PenjualanDoc['items'][number]): NotaItem {
  return {
    kode: line.kode_barcode,
    nama: slipSegments(line.nama_barang),
    keterangan: line.kadar_cetak ? `${line.kode_group} / ${line.kadar_cetak}` : line.kode_group,
    berat: formatGrams(gramsToMilligrams(line.berat)),
    harga: formatNumber(line.harga_jual),
    batal: line.status === 'CANC',
  };
}

export interface NotaPenjualanInput {
  doc: PenjualanDoc;
  toko: NotaToko;
  /** The setting of SLIP_PENJUALAN_ACC. */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

/** Nota Penjualan: one customer visit, its pieces, its combined payment and the change. */
export function buildNotaPenjualan({ doc, toko, setting, namaSales }: NotaPenjualanInput): Nota {
  if (setting.slip_type !== 'SLIP_PENJUALAN_ACC') {
    throw new Error(`Nota Penjualan dicetak dengan setting SLIP_PENJUALAN_ACC, bukan ${setting.slip_type}`);
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
    ...optional('Marketplace', doc.kode_marketplace ? [doc.kode_marketplace] : []),
    // The order this sale collected: the customer's own receipt of it names it too.
    ...optional('No Pesanan', doc.no_pesanan ? [doc.no_pesanan] : []),
    // Points are earned when the sale is validated: a receipt printed before shows none.
    ...optional('Poin', doc.poin > 0 ? [formatNumber(doc.poin)] : []),
  ];
  return buildNota(setting, toko, {
    number: doc.no_faktur_group,
    stamp: doc.status === 'CANC' ? TEXTS.nota.batal : null,
    info,
    items: doc.items.map(notaItemPenjualan),
    summary: notaSummary(doc.items),
    amounts: rincianPenjualan(doc),
    terbilangOf: doc.total,
    qr: doc.cek_nota,
    noHp: doc.no_hp,
  });
}
