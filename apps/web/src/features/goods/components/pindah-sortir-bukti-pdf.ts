import {
  type BuktiPindahSortir,
  formatGrams,
  gramsToMilligrams,
  isTujuanSortir,
  TUJUAN_SORTIR_LABEL,
} from '@toko/shared';
import { formatTanggal } from '../../../lib/format';
import type { BuktiDokumen } from './bukti-dokumen-pdf';

export const BUKTI_PINDAH_SORTIR_TITLE = 'Bukti Pindah Sortir';

export const BUKTI_PINDAH_SORTIR_COLUMNS = [
  'No',
  'Barcode',
  'Nama Barang',
  'Group',
  'Kadar',
  'Tujuan Asal',
  'Gudang Asal',
  'Baki Asal',
  'Berat (gr)',
] as const;

const grams = (value: number) => formatGrams(gramsToMilligrams(value.toFixed(3)));

/** "SEPUHAN" -> "Sepuhan"; a code this screen does not know is shown as it is. */
export function namaTujuan(kode: string): string {
  return isTujuanSortir(kode) ? TUJUAN_SORTIR_LABEL[kode] : kode;
}

export function buktiPindahSortirRows(bukti: Pick<BuktiPindahSortir, 'items'>): string[][] {
  return bukti.items.map((item, index) => [
    String(index + 1),
    item.kode_barcode,
    item.nama_barang,
    item.kode_group,
    item.kadar_cetak || '-',
    namaTujuan(item.tujuan_asal),
    item.kode_gudang,
    item.kode_baki,
    grams(item.berat),
  ]);
}

export function buktiPindahSortirInfo(bukti: BuktiPindahSortir): [string, string][] {
  return [
    ['No Pindah', bukti.no_pindah],
    ['Tanggal', formatTanggal(bukti.tgl_system)],
    ['Tujuan Sortir', namaTujuan(bukti.tujuan_sortir)],
    ['Ke', `Gudang ${bukti.kode_gudang_tujuan}, Baki ${bukti.kode_baki_tujuan}`],
    ['Keterangan', bukti.keterangan || '-'],
  ];
}

/** 'Bukti Pindah Sortir': who moved the goods and who received them at the destination. */
export function buktiPindahSortirDokumen(bukti: BuktiPindahSortir): BuktiDokumen {
  return {
    title: BUKTI_PINDAH_SORTIR_TITLE,
    info: buktiPindahSortirInfo(bukti),
    columns: BUKTI_PINDAH_SORTIR_COLUMNS,
    numericColumns: [0, BUKTI_PINDAH_SORTIR_COLUMNS.length - 1],
    rows: buktiPindahSortirRows(bukti),
    foot: ['', `Total ${bukti.jumlah} Barang`, '', '', '', '', '', '', grams(bukti.berat)],
    after: [['Dibuat oleh', bukti.created_by]],
    signatures: [
      ['Dibuat Oleh', bukti.created_by],
      ['Diterima Oleh', ''],
    ],
    fileName: `Bukti-Pindah-Sortir-${bukti.no_pindah}.pdf`,
  };
}
