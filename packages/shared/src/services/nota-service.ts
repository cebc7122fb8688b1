import { formatNumber, formatRupiah, formatTanggalPanjang } from '../common/format.ts';
import { formatGrams, gramsToMilligrams } from '../common/weight.ts';
import {
  buildNota,
  type Nota,
  type NotaAmount,
  type NotaInfo,
  type NotaItem,
  type NotaToko,
  notaSummary,
  pembayaranPenjualan,
} from '../sales/nota-penjualan.ts';
import { slipSegments } from '../sales/slip-text.ts';
import type { NotaSetting } from '../settings/nota-settings.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import type { ServiceDoc } from './service.schemas.ts';

export interface NotaServiceInput {
  doc: ServiceDoc;
  toko: NotaToko;
  /** SLIP_SERVICE or SLIP_SERVICE_AMBIL (both doubled by PRINT_NOTA_SERVICE_DUPLICATE_MODULE). */
  setting: NotaSetting;
  /** The sales person's name; empty prints the code. */
  namaSales: string;
}

type Payment = Pick<
  ServiceDoc,
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
>;

/** A service's payment (its DP, or the remainder paid when collecting) in the lines every slip prints. */
export function pembayaranService(payment: Payment): NotaAmount[] {
  return pembayaranPenjualan({ ...payment, no_titip: '', titipan_rp: 0 });
}

/** One piece left for repair: what it is, what is wrong, its weight (after the repair once finished) and its ongkos. */
function notaItemService(line: ServiceDoc['items'][number], batal: boolean, selesai: boolean): NotaItem {
  const berat = selesai && line.berat_selesai !== null ? line.berat_selesai : line.berat;
  return {
    kode: `${formatNumber(line.jumlah)} pcs${line.kadar ? ` ${line.kadar}` : ''}`,
    nama: slipSegments(line.nama_barang),
    keterangan: line.kerusakan,
    berat: formatGrams(gramsToMilligrams(berat)),
    harga: formatNumber(line.ongkos),
    batal,
  };
}

function headInfo(doc: ServiceDoc, namaSales: string): NotaInfo[] {
  const optional = (label: string, lines: string[]): NotaInfo[] =>
    lines.length > 0 ? [{ label, lines }] : [];
  return [
    { label: 'No Service', lines: [doc.no_service] },
    { label: 'Tanggal', lines: [formatTanggalPanjang(doc.tgl_system)] },
    { label: 'Jam', lines: [doc.jam] },
    { label: 'Sales', lines: [namaSales.trim() || doc.kode_sales] },
    ...optional('Member', doc.kode_member ? [doc.kode_member] : []),
    { label: 'Customer', lines: slipSegments(doc.nama_customer) },
    ...optional('No HP', doc.no_hp ? [doc.no_hp] : []),
    ...optional('Alamat', slipSegments(doc.alamat_customer)),
    { label: TEXTS.service.nota.estimasi, lines: [formatTanggalPanjang(doc.tgl_selesai_estimasi)] },
    ...optional('Keterangan', slipSegments(doc.keterangan)),
  ];
}

/**
 * Nota Service (SLIP_SERVICE): the pieces taken in for repair with what is wrong with
 * each, the ongkos agreed, the DP paid (in words), what is left to pay when collecting
 * and the estimated finish date.
 */
export function buildNotaService({ doc, toko, setting, namaSales }: NotaServiceInput): Nota {
  if (setting.slip_type !== 'SLIP_SERVICE') {
    throw new Error(`Nota Service dicetak dengan setting SLIP_SERVICE, bukan ${setting.slip_type}`);
  }
  const batal = doc.status === 'CANC';
  return buildNota(setting, toko, {
    number: doc.no_service,
    stamp: batal ? TEXTS.nota.batal : null,
    info: headInfo(doc, namaSales),
    items: doc.items.map((line) => notaItemService(line, batal, false)),
    summary: notaSummary(doc.items),
    amounts: [
      { label: TEXTS.service.nota.ongkos, value: formatRupiah(doc.ongkos) },
      { label: TEXTS.service.nota.dp, value: formatRupiah(doc.dp), strong: true },
      { label: TEXTS.service.nota.sisa, value: formatRupiah(doc.sisa) },
      ...pembayaranService(doc),
    ],
    terbilangOf: doc.dp,
  });
}

/**
 * Nota Ambil Service (SLIP_SERVICE_AMBIL): the repaired pieces handed back with their
 * weight after the repair, the ongkos, the DP paid before, and the remainder paid now
 * (in words).
 */
export function buildNotaServiceAmbil({ doc, toko, setting, namaSales }: NotaServiceInput): Nota {
  if (setting.slip_type !== 'SLIP_SERVICE_AMBIL') {
    throw new Error(
      `Nota Ambil Service dicetak dengan setting SLIP_SERVICE_AMBIL, bukan ${setting.slip_type}`,
    );
  }
  const ambil = doc.ambil;
  const info: NotaInfo[] = [
    ...headInfo(doc, namaSales),
    ...(ambil
      ? [
          { label: TEXTS.service.nota.tglAmbil, lines: [formatTanggalPanjang(ambil.tgl_ambil)] },
          { label: TEXTS.service.nota.jamAmbil, lines: [ambil.jam_ambil] },
        ]
      : []),
  ];
  const sisa = doc.sisa;
  return buildNota(setting, toko, {
    number: doc.no_service,
    stamp: doc.status === 'CANC' ? TEXTS.nota.batal : null,
    info,
    items: doc.items.map((line) => notaItemService(line, doc.status === 'CANC', true)),
    summary: notaSummary(
      doc.items.map((line) => ({ berat: line.berat_selesai ?? line.berat, jumlah: line.jumlah })),
    ),
    amounts: [
      { label: TEXTS.service.nota.ongkos, value: formatRupiah(doc.ongkos) },
      { label: TEXTS.service.nota.dpDibayar, value: formatRupiah(doc.dp) },
      { label: TEXTS.service.nota.pelunasan, value: formatRupiah(sisa), strong: true },
      ...(ambil ? pembayaranService(ambil) : []),
    ],
    terbilangOf: sisa,
  });
}
