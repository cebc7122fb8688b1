import { type BuktiCucian, formatGrams, gramsToMilligrams } from '@toko/shared';
import { formatTanggal } from '../../../lib/format';
import type { BuktiDokumen } from './bukti-dokumen-pdf';

export const BUKTI_CUCIAN_TITLE = 'Bukti Cucian';

export const BUKTI_CUCIAN_COLUMNS = [
  'No',
  'Barcode',
  'Nama Barang',
  'Group',
  'Jenis',
  'Kadar',
  'Baki',
  'Sebelum (gr)',
  'Sesudah (gr)',
  'Susut (gr)',
] as const;

const grams = (value: number) => formatGrams(gramsToMilligrams(value.toFixed(3)));

/** One row per washed piece, as printed. */
export function buktiCucianRows(bukti: Pick<BuktiCucian, 'items'>): string[][] {
  return bukti.items.map((item, index) => [
    String(index + 1),
    item.kode_barcode,
    item.nama_barang,
    item.kode_group,
    item.kode_dept,
    item.kadar_cetak || '-',
    item.kode_baki,
    grams(item.berat_sebelum),
    grams(item.berat_sesudah),
    grams(item.susut),
  ]);
}

/** The totals row, from the document's own totals (kept exact in milligrams by the server). */
export function buktiCucianFoot(bukti: BuktiCucian): string[] {
  return [
    '',
    `Total ${bukti.jumlah} Barang`,
    '',
    '',
    '',
    '',
    '',
    grams(bukti.berat_sebelum),
    grams(bukti.berat_sesudah),
    grams(bukti.susut),
  ];
}

export function buktiCucianInfo(bukti: BuktiCucian): [string, string][] {
  return [
    ['No Cucian', bukti.no_cucian],
    ['Tanggal', formatTanggal(bukti.tgl_system)],
    ['Toleransi Susut', `${grams(bukti.toleransi)} gr per barang`],
    ['Keterangan', bukti.keterangan || '-'],
  ];
}

/** 'Bukti Cucian': the washer signs, and the authoriser when a loss was above tolerance. */
export function buktiCucianDokumen(bukti: BuktiCucian): BuktiDokumen {
  const after: [string, string][] = bukti.otorisasi_oleh
    ? [
        ['Diotorisasi oleh', bukti.otorisasi_oleh],
        ['Alasan', bukti.alasan ?? '-'],
      ]
    : [];
  return {
    title: BUKTI_CUCIAN_TITLE,
    info: buktiCucianInfo(bukti),
    columns: BUKTI_CUCIAN_COLUMNS,
    numericColumns: [0, 7, 8, 9],
    rows: buktiCucianRows(bukti),
    foot: buktiCucianFoot(bukti),
    after: [...after, ['Dibuat oleh', bukti.created_by]],
    signatures: [
      ['Dibuat Oleh', bukti.created_by],
      ...(bukti.otorisasi_oleh ? [['Diotorisasi Oleh', bukti.otorisasi_oleh] as [string, string]] : []),
      ['Mengetahui', ''],
    ],
    fileName: `Bukti-Cucian-${bukti.no_cucian}.pdf`,
  };
}
