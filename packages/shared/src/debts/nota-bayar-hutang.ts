import { addDays } from '../common/dates.ts';
import { formatNumber, formatRentangTanggal, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { pembayaranPembelian } from '../purchases/nota-pembelian.ts';
import {
  buildNota,
  cashLines,
  type Nota,
  type NotaInfo,
  type NotaToko,
  notaSummary,
} from '../sales/nota-penjualan.ts';
import { slipSegments } from '../sales/slip-text.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import type { HutangBayarSlip } from './hutang.schemas.ts';
import { notaItemHutang, syaratHutang } from './nota-hutang.ts';

export interface NotaBayarHutangInput {
  doc: HutangBayarSlip;
  toko: NotaToko;
  /** SLIP_HUTANG: a payment prints at the loan slip's paper, doubled by PRINT_NOTA_HUTANG_DUPLICATE_MODULE. */
  setting: NotaSetting;
  /** The loan's sales person; unused on a payment, which names its cashier. */
  namaSales?: string;
}

const words = TEXTS.hutang.notaBayar;

/**
 * The days a payment charged, as the customer checks them: the days the loan ran and
 * the days charged (the first month charged whole), over the period they cover, from the
 * interest clock on by the days charged.
 */
export function periodeBunga(bayar: HutangBayarSlip['bayar']): string {
  return words.hari(
    formatNumber(bayar.hari),
    formatNumber(bayar.hari_dihitung),
    formatRentangTanggal(bayar.tgl_dari, addDays(bayar.tgl_dari, bayar.hari_dihitung)),
  );
}

function headInfo({ bayar, hutang, hutang_baru: baru }: HutangBayarSlip): NotaInfo[] {
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  return [
    { label: 'No Bayar', lines: [bayar.no_bayar] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(bayar.tgl_system)] },
    { label: 'Jam', lines: [bayar.jam] },
    { label: 'Kasir', lines: [bayar.input_by] },
    { label: 'No Hutang', lines: [hutang.no_hutang] },
    { label: 'Customer', lines: slipSegments(hutang.nama_customer) },
    { label: 'NIK', lines: [hutang.nik] },
    ...optional('No HP', hutang.no_hp ? [hutang.no_hp] : []),
    // Interest paid moves the clock on; the loan still runs to its due date.
    ...(bayar.jenis === 'BUNGA'
      ? [
          {
            label: 'Bunga Lunas s/d',
            lines: [formatTanggalPanjang(addDays(bayar.tgl_dari, bayar.hari_dihitung))],
          },
          { label: 'Jatuh Tempo', lines: [formatTanggalPanjang(hutang.tgl_jatuh_tempo)] },
        ]
      : []),
    ...(baru
      ? [
          { label: 'Hutang Baru', lines: [baru.no_hutang] },
          { label: 'Jangka Waktu', lines: [`${formatNumber(baru.jangka_bulan)} bulan`] },
          { label: 'Jatuh Tempo Baru', lines: [formatTanggalPanjang(baru.tgl_jatuh_tempo)] },
        ]
      : []),
  ];
}

/**
 * A pawn payment's slip (decision 020, issue 26): interest paid, a loan redeemed or
 * renewed. The loan and its customer, the days and interest charged, the principal paid,
 * how the customer paid (the change handed back), a renewal's new loan and due date, the
 * total in words. A redemption lists the pieces handed back; the terms speak of the loan
 * still running (the new one after a renewal) and are left off once it is redeemed.
 */
export function buildNotaBayarHutang({ doc, toko, setting }: NotaBayarHutangInput): Nota {
  if (setting.slip_type !== 'SLIP_HUTANG') {
    throw new Error(`Nota pembayaran hutang dicetak dengan setting SLIP_HUTANG, bukan ${setting.slip_type}`);
  }
  const { bayar, hutang, hutang_baru: baru } = doc;
  const batal = bayar.status === 'BATAL';
  const lunas = bayar.jenis === 'LUNAS';
  const items = lunas ? hutang.items.map((line) => notaItemHutang(line, batal)) : [];
  const nota = buildNota(setting, toko, {
    number: bayar.no_bayar,
    stamp: batal ? TEXTS.nota.batal : null,
    info: headInfo(doc),
    items,
    summary: lunas ? notaSummary(hutang.items) : null,
    amounts: [
      { label: words.pokokPinjaman, value: formatRupiah(hutang.pokok) },
      { label: words.bunga, value: formatRupiah(bayar.bunga), detail: periodeBunga(bayar) },
      ...(bayar.pokok > 0 ? [{ label: words.pokokDibayar, value: formatRupiah(bayar.pokok) }] : []),
      { label: words.total, value: formatRupiah(bayar.total), strong: true },
      ...cashLines(bayar.cash_rp, bayar.kembalian),
      ...pembayaranPembelian({ cash_rp: 0, transfer_rp: bayar.transfer_rp, no_rekening: bayar.no_rekening }),
      ...(baru ? [{ label: words.pokokBaru, value: formatRupiah(baru.pokok), strong: true }] : []),
    ],
    terbilangOf: bayar.total,
  });
  const berjalan = baru ?? hutang;
  return {
    ...nota,
    title: words.judul[bayar.jenis],
    syaratKetentuan: lunas ? [words.barangKembali] : syaratHutang(nota.syaratKetentuan, berjalan),
  };
}
