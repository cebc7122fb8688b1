import { formatNumber, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { bilangan } from '../common/terbilang.ts';
import { formatGrams, gramsToMilligrams } from '../common/weight.ts';
import { pembayaranPembelian } from '../purchases/nota-pembelian.ts';
import {
  buildNota,
  type Nota,
  type NotaInfo,
  type NotaItem,
  type NotaToko,
  notaSummary,
} from '../sales/nota-penjualan.ts';
import { slipSegments } from '../sales/slip-text.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import { bungaHutang, HARI_SEBULAN } from './bunga-hutang.ts';
import type { HutangDoc } from './hutang.schemas.ts';

/** HUTANG_MIN_HARI when the shop has not set it: the first month is charged at least once. */
export const HUTANG_MIN_HARI_DEFAULT = 30;

export interface NotaHutangInput {
  doc: HutangDoc;
  toko: NotaToko;
  /** SLIP_HUTANG (doubled by PRINT_NOTA_HUTANG_DUPLICATE_MODULE). */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
  /** HUTANG_MIN_HARI: the days the first period is charged at least. */
  minHari?: number;
}

/** "2.5% / bulan" as the counter says it. */
export function formatBungaPersen(persen: number): string {
  return `${formatNumber(persen)}% / bulan`;
}

/**
 * The interest rule in the loan's own figures, as the customer checks it: one month
 * (30 days) of interest on the pokok, charged by the day, at least `minHari` days.
 */
export function keteranganBunga(
  doc: Pick<HutangDoc, 'pokok' | 'bunga_persen'>,
  minHari: number,
): {
  sebulan: number;
  keterangan: string;
} {
  const sebulan = bungaHutang({
    pokok: doc.pokok,
    bungaPersen: doc.bunga_persen,
    hari: HARI_SEBULAN,
    pembulatan: 1,
  });
  const perHari = bungaHutang({ pokok: doc.pokok, bungaPersen: doc.bunga_persen, hari: 1, pembulatan: 1 });
  const minimal = minHari > 0 ? `, minimal ${formatNumber(minHari)} hari` : '';
  return {
    sebulan,
    keterangan: `Dihitung per hari ±${formatRupiah(perHari)}${minimal}`,
  };
}

/** "4 (empat) bulan", "3 bulan": a term as the terms write it, the words in brackets optional. */
const JANGKA_DI_SYARAT = /\b\d+(\s*\([^)]*\))?\s+bulan\b/i;

/**
 * The terms a loan's slip prints, in the loan's own figures: the shop's text (by default
 * SPEC §9's "paling lama 3 (tiga) bulan") speaks of the default term, so the term it
 * names is replaced by the loan's ("4 (empat) bulan") and the due date follows on a line
 * of its own. A 3-month loan keeps the sentence letter for letter. Terms that name no
 * term are the shop's own words and print as they are.
 */
export function syaratHutang(
  syarat: readonly string[],
  doc: Pick<HutangDoc, 'jangka_bulan' | 'tgl_jatuh_tempo'>,
): string[] {
  const jangka = `${doc.jangka_bulan} (${bilangan(doc.jangka_bulan)}) bulan`;
  let named = false;
  const lines = syarat.map((line) =>
    line.replace(JANGKA_DI_SYARAT, () => {
      named = true;
      return jangka;
    }),
  );
  return named ? [...lines, `Jatuh tempo ${formatTanggalPanjang(doc.tgl_jatuh_tempo)}.`] : lines;
}

/** A pledged piece as the slips print it: group and jenis, weight, kadar and its value. */
export function notaItemHutang(line: HutangDoc['items'][number], batal: boolean): NotaItem {
  return {
    kode: `${line.kode_group} / ${line.kode_dept}`,
    nama: slipSegments(line.nama_barang),
    keterangan: `${formatNumber(line.jumlah)} pcs, kadar ${formatNumber(line.kadar)}%`,
    berat: formatGrams(gramsToMilligrams(line.berat)),
    harga: formatNumber(line.nilai),
    batal,
  };
}

function headInfo(doc: HutangDoc, namaSales: string): NotaInfo[] {
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  return [
    { label: 'No Hutang', lines: [doc.no_hutang] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(doc.tgl_system)] },
    { label: 'Jam', lines: [doc.jam] },
    { label: 'Sales', lines: [namaSales.trim() || doc.kode_sales] },
    ...optional('Member', doc.kode_member ? [doc.kode_member] : []),
    { label: 'Customer', lines: slipSegments(doc.nama_customer) },
    { label: 'NIK', lines: [doc.nik] },
    ...optional('No HP', doc.no_hp ? [doc.no_hp] : []),
    ...optional('Alamat', slipSegments(doc.alamat_customer)),
    // A renewal names the loan it closed.
    ...optional('Perpanjangan Dari', doc.no_hutang_lama ? [doc.no_hutang_lama] : []),
    { label: 'Jatuh Tempo', lines: [formatTanggalPanjang(doc.tgl_jatuh_tempo)] },
  ];
}

/**
 * Nota Hutang (SLIP_HUTANG, decision 020): the pledged pieces with their weight, kadar and
 * value at the day's buy price, the value and the principal lent, the monthly rate, the
 * term and due date, how the interest runs (by the day, at least the minimum days), how
 * the shop paid the loan out, and the principal in words.
 */
export function buildNotaHutang({
  doc,
  toko,
  setting,
  namaSales,
  minHari = HUTANG_MIN_HARI_DEFAULT,
}: NotaHutangInput): Nota {
  if (setting.slip_type !== 'SLIP_HUTANG') {
    throw new Error(`Nota Hutang dicetak dengan setting SLIP_HUTANG, bukan ${setting.slip_type}`);
  }
  const batal = doc.status === 'BATAL';
  const bunga = keteranganBunga(doc, minHari);
  const nota = buildNota(setting, toko, {
    number: doc.no_hutang,
    stamp: batal ? TEXTS.nota.batal : null,
    info: headInfo(doc, namaSales),
    items: doc.items.map((line) => notaItemHutang(line, batal || line.status === 'BATAL')),
    summary: notaSummary(doc.items),
    amounts: [
      { label: 'Nilai Taksiran', value: formatRupiah(doc.nilai_taksiran) },
      { label: 'Pokok Pinjaman', value: formatRupiah(doc.pokok), strong: true },
      { label: 'Bunga', value: formatBungaPersen(doc.bunga_persen), detail: `Kondisi ${doc.kode_pinjaman}` },
      { label: `Bunga ${HARI_SEBULAN} Hari`, value: formatRupiah(bunga.sebulan), detail: bunga.keterangan },
      // The due date heads the slip, beside the customer.
      { label: 'Jangka Waktu', value: `${formatNumber(doc.jangka_bulan)} bulan` },
      ...pembayaranPembelian(doc),
    ],
    terbilangOf: doc.pokok,
    qr: doc.cek_nota,
    noHp: doc.no_hp,
  });
  return { ...nota, syaratKetentuan: syaratHutang(nota.syaratKetentuan, doc) };
}
