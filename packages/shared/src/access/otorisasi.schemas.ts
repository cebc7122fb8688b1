import { z } from 'zod';
import { plainText, TEXT_NOT_ALLOWED, withoutNul } from '../common/plain-text.ts';

/**
 * The second user's consent (DOMAIN.md §1): an OWN or SPV user other than the one
 * at the screen types their user id and password and a reason. Sent inside the
 * request of the action it authorises; the server checks and stores it in the same
 * transaction.
 */
export const otorisasiSchema = z.object(
  {
    user_id: plainText('User Otorisasi', 30)
      .min(1, 'User Otorisasi Harus Diisi')
      .transform((value) => value.toUpperCase()),
    password: z
      .string({ error: 'Password Otorisasi Harus Diisi' })
      .min(1, 'Password Otorisasi Harus Diisi')
      .max(200, 'Password Otorisasi maksimal 200 karakter')
      .refine(withoutNul, TEXT_NOT_ALLOWED),
    alasan: plainText('Alasan', 300, { multiline: true }).min(3, 'Alasan Harus Diisi (minimal 3 karakter)'),
  },
  { error: 'Otorisasi Harus Diisi' },
);
export type OtorisasiInput = z.input<typeof otorisasiSchema>;

/** Who may authorise: owners and supervisors (and the system's own full-access levels). */
export const OTORISASI_LEVELS = ['OWN', 'SPV', 'SU', 'MU'] as const;

/** What was authorised, as stored and listed in Laporan Otorisasi. */
export const OTORISASI_JENIS = {
  HANCUR_BARANG: 'Hancur Barang',
  HARGA_DI_BAWAH_SISTEM: 'Harga Jual di Bawah Harga Sistem',
  BATAL_PENJUALAN: 'Batal Penjualan',
  BATAL_TITIPAN: 'Batal Titipan',
  BATAL_PEMBELIAN: 'Batal Pembelian',
  BATAL_TUKAR: 'Batal Tukar',
  PEMBELIAN_TANPA_NOTA: 'Pembelian Tanpa Nota',
  PEMBELIAN_DI_ATAS_NOTA: 'Pembelian di Atas Harga/Berat Nota',
  POTONGAN_DI_LUAR_RUGI_NOTA: 'Potongan di Luar Batas Rugi Nota',
  BATAL_PESANAN: 'Batal Pesanan',
  BATAL_SERVICE: 'Batal Service',
  BATAL_HUTANG: 'Batal Hutang',
  BATAL_BAYAR_HUTANG: 'Batal Pembayaran Hutang',
  PINJAMAN_DI_ATAS_MAKSIMAL: 'Pinjaman di Atas Maksimal',
  PERPANJANGAN_HUTANG: 'Perpanjangan Hutang',
  LELANG_HUTANG: 'Lelang Barang Jaminan',
  SUSUT_CUCIAN: 'Susut Cucian di Atas Toleransi',
  PENYESUAIAN_POIN: 'Penyesuaian Poin Member',
  BATAL_TUKAR_POIN: 'Batal Tukar Poin',
  BATAL_STOCK_OPNAME: 'Batal Stock Opname',
  SELISIH_KAS: 'Selisih Kas',
} as const;
export type OtorisasiJenis = keyof typeof OTORISASI_JENIS;

export const otorisasiRecordSchema = z.object({
  id: z.number(),
  tgl_system: z.string(),
  jenis: z.string(),
  no_ref: z.string(),
  kode_barcode: z.array(z.string()),
  diminta_oleh: z.string(),
  diotorisasi_oleh: z.string(),
  nama_otorisasi: z.string(),
  alasan: z.string(),
  created_at: z.string(),
});
export type OtorisasiRecord = z.infer<typeof otorisasiRecordSchema>;
