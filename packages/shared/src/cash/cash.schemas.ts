import { z } from 'zod';
import { tanggalInput } from '../common/date-input.ts';
import { idempotencyKeySchema } from '../common/idempotency-key.ts';
import { numberInput } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';

/** The till's own account in the balances; bank accounts are named by their number. */
export const AKUN_KAS = 'KAS';

/** Methods of the cash book (DOMAIN.md §5). */
export const JENIS_KEUANGAN = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;

/** Categories the cash book's own screens write (the other areas write theirs, e.g. PENJUALAN). */
export const KATEGORI_KAS = {
  tambahBank: 'TAMBAH UANG BANK',
  ambilBank: 'AMBIL UANG BANK',
  /** The card fee the bank keeps out of card money settled into the shop's account. */
  biayaKartu: 'BIAYA KARTU',
  /** Hitung Kas: what the drawer held more (in) or less (out) than the book (issue 29). */
  selisihKas: 'SELISIH KAS',
} as const;

const jumlah = numberInput(
  z
    .number({ error: TEXTS.cash.jumlah })
    .refine(Number.isSafeInteger, 'Jumlah harus bilangan bulat')
    .refine((value) => value > 0, TEXTS.cash.jumlah)
    .refine((value) => value <= 100_000_000_000, 'Jumlah terlalu besar'),
);

const keterangan = plainText('Keterangan', 200, { multiline: true }).default('');

/** Uang Kas: money into or out of the till for a reason of master Kode Transaksi (MASUK or KELUAR). */
export const uangKasSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  kode_transaksi: plainText('Kode Transaksi', 20, { missing: TEXTS.cash.jenisTransaksi })
    .min(1, TEXTS.cash.jenisTransaksi)
    .transform((value) => value.toUpperCase()),
  jumlah,
  keterangan,
});
export type UangKasInput = z.input<typeof uangKasSchema>;

/** Tambah / Ambil Uang Bank: money between the till and one of the shop's bank accounts. */
export const uangBankSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  no_rekening: plainText('Rekening', 30, { missing: TEXTS.cash.rekening })
    .min(1, TEXTS.cash.rekening)
    .transform((value) => value.toUpperCase()),
  jumlah,
  keterangan,
});
export type UangBankInput = z.input<typeof uangBankSchema>;

/** One row of the cash book. */
export const keuanganSchema = z.object({
  id: z.number(),
  tanggal: z.string(),
  kategori: z.string(),
  jenis: z.enum(JENIS_KEUANGAN),
  no_rekening: z.string(),
  kode_bank: z.string(),
  /** The receipt number the movement belongs to. */
  deskripsi: z.string(),
  keterangan: z.string(),
  jumlah_in: z.number(),
  jumlah_out: z.number(),
  fee: z.number(),
  status: z.string(),
  input_by: z.string(),
  valid_by: z.string().nullable(),
  created_at: z.string(),
});
export type Keuangan = z.infer<typeof keuanganSchema>;

/** What a manual cash-book write answers: its receipt number and the rows it wrote. */
export const uangKasResultSchema = z.object({
  no_ref: z.string(),
  rows: z.array(keuanganSchema),
});
export type UangKasResult = z.infer<typeof uangKasResultSchema>;

/** The cash book by date range, method, category or text (receipt, note). */
export const keuanganQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  jenis: z.enum(JENIS_KEUANGAN).optional(),
  kategori: plainText('Kategori', 30).optional(),
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});

/** A day's balance of the till (akun KAS) or a bank account: `akhir = awal + masuk - keluar`. */
export const saldoKasSchema = z.object({
  akun: z.string(),
  nama: z.string(),
  awal: z.number(),
  masuk: z.number(),
  keluar: z.number(),
  akhir: z.number(),
});
export type SaldoKas = z.infer<typeof saldoKasSchema>;

export const saldoKasQuerySchema = z.object({
  tanggal: tanggalInput('Tanggal tidak valid').optional(),
});
