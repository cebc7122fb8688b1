import { PANTAUAN_JENIS } from '../pantauan/pantauan-jenis.ts';
/**
 * Every document state as staff read it, one map per kind of document: the same code means
 * different things on different documents (OPEN is "Dipesan" on an order and "Berjalan" on a
 * loan), so a screen, a slip or a report names the kind and reads the word here, never the
 * code. Exports keep the code only in a column of its own where an integrator needs it.
 * status.test.ts holds every map to its schema's enum, so a new state without a word fails.
 */
export const status = {
  /** status_valid of every counter document. */
  validasi: { OPEN: 'Belum Validasi', DONE: 'Sudah Validasi' },
  /** A sale's or buyback's header and line (STATUS_PENJUALAN). */
  penjualan: { OK: 'Berlaku', CANC: 'Batal' },
  titipan: { OPEN: 'Aktif', FINISH: 'Selesai', CLOSE: 'Batal' },
  pesanan: { OPEN: 'Dipesan', DONE: 'Sudah Jadi', FINISH: 'Diambil', CLOSE: 'Batal' },
  service: { OPEN: 'Dikerjakan', DONE: 'Selesai', CLOS: 'Diambil', CANC: 'Batal' },
  hutang: {
    OPEN: 'Berjalan',
    LUNAS: 'Lunas',
    PERPANJANG: 'Diperpanjang',
    LELANG: 'Dilelang',
    BATAL: 'Batal',
  },
  /** A loan payment by its kind (JENIS_BAYAR_HUTANG). */
  bayarHutang: { BUNGA: 'Bayar Bunga', LUNAS: 'Pelunasan', PERPANJANG: 'Perpanjangan' },
  /** A loan payment's own standing. */
  pembayaranHutang: { OK: 'Berlaku', BATAL: 'Batal' },
  kirim: { KIRIM: 'Dikirim', TERIMA: 'Diterima', BATAL: 'Ditolak' },
  timbang: { AKTIF: 'Aktif', SELESAI: 'Selesai', BATAL: 'Batal' },
  opname: { OPEN: 'Berjalan', SELESAI: 'Selesai', BATAL: 'Batal' },
  /** Where a piece stands (STATUS_BARANG): Buku Berlian and Barang Detail print it. */
  barang: {
    READY: 'Tersedia',
    JUAL: 'Sedang Dijual',
    TITIP: 'Dititip',
    TERJUAL: 'Terjual',
    KIRIM: 'Dikirim',
    HANCUR: 'Dihancurkan',
    BELI: 'Belum Disortir',
    SEPUHAN: 'Untuk Sepuhan',
    LEBUR: 'Untuk Dilebur',
    BATAL: 'Batal Beli',
  },
  /** A member card (STATUS_MEMBER, from status_aktif). */
  member: { AKTIF: 'Aktif', 'TIDAK AKTIF': 'Tidak Aktif' },
  /** The documents the day's summary (Laporan EOD) counts, by the name it files them under. */
  dokumen: {
    PENJUALAN: 'Penjualan',
    PEMBELIAN: 'Pembelian',
    TUKAR: 'Tukar',
    TITIPAN: 'Titipan',
    PESANAN: 'Pesanan',
    SERVICE: 'Service',
    HUTANG: 'Hutang',
    'BAYAR HUTANG': 'Bayar Hutang',
  },
  /** Pantauan: the kinds of exception, as the owner's page names them. */
  pantauan: PANTAUAN_JENIS,
} as const;

export type StatusKind = keyof typeof status;

/**
 * The word for a state of a kind of document; a code the map does not know (an imported
 * history row) is shown as it came rather than as nothing.
 */
export function statusLabel(kind: StatusKind, code: string): string {
  return (status[kind] as Record<string, string>)[code] ?? code;
}
