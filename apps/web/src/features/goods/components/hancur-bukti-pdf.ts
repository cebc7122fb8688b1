import { type BuktiHancur, formatGrams } from '@toko/shared';
import { formatTanggal } from '../../../lib/format';
import { type BuktiDokumen, buildBuktiDokumenPdf, downloadBuktiDokumen } from './bukti-dokumen-pdf';

export const BUKTI_HANCUR_TITLE = 'Bukti Hancur Barang';

export const BUKTI_HANCUR_COLUMNS = [
  'No',
  'Barcode',
  'Nama Barang',
  'Group',
  'Jenis',
  'Kadar',
  'Gudang',
  'Baki',
  'Berat (gr)',
] as const;

/** One table row per destroyed piece, as printed. */
export function buktiHancurRows(bukti: Pick<BuktiHancur, 'items'>): string[][] {
  return bukti.items.map((item, index) => [
    String(index + 1),
    item.kode_barcode,
    item.nama_barang,
    item.kode_group,
    item.kode_dept,
    item.kadar_cetak || '-',
    item.kode_gudang,
    item.kode_baki,
    formatGrams(Math.round(item.berat * 1000)),
  ]);
}

/** Count and weight of the printed lines, summed in integer milligrams. */
export function buktiHancurTotals(bukti: Pick<BuktiHancur, 'items'>): { jumlah: number; berat: string } {
  const mg = bukti.items.reduce((sum, item) => sum + Math.round(item.berat * 1000), 0);
  return { jumlah: bukti.items.length, berat: formatGrams(mg) };
}

/** The totals row under the table, aligned with BUKTI_HANCUR_COLUMNS. */
export function buktiHancurFoot(bukti: Pick<BuktiHancur, 'items'>): string[] {
  const totals = buktiHancurTotals(bukti);
  return ['', `Total ${totals.jumlah} Barang`, '', '', '', '', '', '', totals.berat];
}

/** The header lines (label, value) printed above the table. */
export function buktiHancurInfo(bukti: BuktiHancur): [string, string][] {
  return [
    ['No Hancur', bukti.no_hancur],
    ['Tanggal', formatTanggal(bukti.tgl_system)],
    [
      'Kondisi Barang',
      bukti.nama_kondisi ? `${bukti.kode_kondisi} - ${bukti.nama_kondisi}` : bukti.kode_kondisi,
    ],
    ['Keterangan', bukti.keterangan || '-'],
  ];
}

export function buktiHancurFileName(bukti: Pick<BuktiHancur, 'no_hancur'>): string {
  return `Bukti-Hancur-${bukti.no_hancur}.pdf`;
}

/** 'Bukti Hancur Barang' as a goods-document proof: the maker, the authoriser and a witness sign. */
export function buktiHancurDokumen(bukti: BuktiHancur): BuktiDokumen {
  return {
    title: BUKTI_HANCUR_TITLE,
    info: buktiHancurInfo(bukti),
    columns: BUKTI_HANCUR_COLUMNS,
    numericColumns: [0, BUKTI_HANCUR_COLUMNS.length - 1],
    rows: buktiHancurRows(bukti),
    foot: buktiHancurFoot(bukti),
    after: [
      ['Diotorisasi oleh', bukti.otorisasi_oleh],
      ['Alasan', bukti.alasan],
      ['Dibuat oleh', bukti.created_by],
    ],
    signatures: [
      ['Dibuat Oleh', bukti.created_by],
      ['Diotorisasi Oleh', bukti.otorisasi_oleh],
      ['Mengetahui', ''],
    ],
    fileName: buktiHancurFileName(bukti),
  };
}

export function buildBuktiHancurPdf(bukti: BuktiHancur, namaToko: string) {
  return buildBuktiDokumenPdf(buktiHancurDokumen(bukti), namaToko);
}

/** Builds the receipt and hands it to the browser as a download. */
export function downloadBuktiHancur(bukti: BuktiHancur, namaToko: string): Promise<void> {
  return downloadBuktiDokumen(buktiHancurDokumen(bukti), namaToko);
}
