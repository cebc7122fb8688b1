import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { numberInput } from '../common/number-input.ts';
import { TEXTS } from '../texts/texts.ts';

/**
 * Hitung Kas (issue 29): the clerk counts the drawer before the day closes, note by note and
 * coin by coin, and the book is made to equal the drawer by a SELISIH KAS entry, never the
 * other way round. The denominations of the rupiah in circulation; Rp 1.000 is both a note
 * and a coin and is counted apart, as a drawer keeps them apart.
 */
export const PECAHAN_KAS = [
  { kode: 'K100000', nilai: 100_000, jenis: 'KERTAS' },
  { kode: 'K50000', nilai: 50_000, jenis: 'KERTAS' },
  { kode: 'K20000', nilai: 20_000, jenis: 'KERTAS' },
  { kode: 'K10000', nilai: 10_000, jenis: 'KERTAS' },
  { kode: 'K5000', nilai: 5_000, jenis: 'KERTAS' },
  { kode: 'K2000', nilai: 2_000, jenis: 'KERTAS' },
  { kode: 'K1000', nilai: 1_000, jenis: 'KERTAS' },
  { kode: 'L1000', nilai: 1_000, jenis: 'LOGAM' },
  { kode: 'L500', nilai: 500, jenis: 'LOGAM' },
  { kode: 'L200', nilai: 200, jenis: 'LOGAM' },
  { kode: 'L100', nilai: 100, jenis: 'LOGAM' },
] as const;
export type KodePecahan = (typeof PECAHAN_KAS)[number]['kode'];

/** The Setting System parameter that makes a count required before Tutup Toko (default on). */
export const HITUNG_KAS_WAJIB = 'HITUNG_KAS_WAJIB';

/** More pieces of one denomination than any drawer holds: a typing slip, not a count. */
const MAKS_LEMBAR = 1_000_000;
/**
 * The free "lain-lain" amount (foreign notes set aside, a voucher, the odd rupiah, or a
 * drawer counted as one sum) is held to the cash book's own largest entry.
 */
const MAKS_LAIN_LAIN = 100_000_000_000;

const lembar = numberInput(
  z
    .number({ error: TEXTS.hitungKas.lembar })
    .refine(Number.isSafeInteger, TEXTS.hitungKas.lembar)
    .refine((value) => value >= 0 && value <= MAKS_LEMBAR, TEXTS.hitungKas.lembar),
);

export const pecahanKasSchema = z.object(
  Object.fromEntries(PECAHAN_KAS.map(({ kode }) => [kode, lembar.default(0)])) as Record<
    KodePecahan,
    z.ZodDefault<typeof lembar>
  >,
);
export type PecahanKas = z.infer<typeof pecahanKasSchema>;

/** What the drawer holds: each denomination times its count, plus lain-lain. Exact rupiah. */
export function jumlahHitung(pecahan: Partial<Record<KodePecahan, number>>, lainLain: number): number {
  return PECAHAN_KAS.reduce((sum, { kode, nilai }) => sum + nilai * (pecahan[kode] ?? 0), lainLain);
}

/**
 * A count as the screen sends it. `kas_buku` is the book's cash the clerk saw when counting:
 * when a sale or payout changed it meanwhile, the count is refused rather than compared with a
 * figure nobody saw. A non-zero selisih carries a supervisor's otorisasi (its alasan is the
 * reason kept with the count).
 */
export const hitungKasSchema = z.object({
  kas_buku: numberInput(z.number({ error: TEXTS.hitungKas.kasBuku }).refine(Number.isSafeInteger)),
  pecahan: pecahanKasSchema,
  lain_lain: numberInput(
    z
      .number({ error: TEXTS.hitungKas.lainLain })
      .refine(Number.isSafeInteger, TEXTS.hitungKas.lainLain)
      .refine((value) => value >= 0 && value <= MAKS_LAIN_LAIN, TEXTS.hitungKas.lainLain),
  ).default(0),
  otorisasi: otorisasiSchema.optional(),
});
export type HitungKasInput = z.input<typeof hitungKasSchema>;

/** The pieces as kept and answered: every denomination, zero where none was counted. */
const pecahanTersimpanSchema = z.object(
  Object.fromEntries(PECAHAN_KAS.map(({ kode }) => [kode, z.number().int()])) as Record<
    KodePecahan,
    z.ZodNumber
  >,
);

/** The day's count as kept: replaced by a recount until the day closes. */
export const hitungKasRecordSchema = z.object({
  pecahan: pecahanTersimpanSchema,
  lain_lain: z.number().int(),
  jumlah_hitung: z.number().int(),
  /** The book's cash the count was compared with (without the count's own SELISIH KAS). */
  kas_buku: z.number().int(),
  /** jumlah_hitung − kas_buku: posted as SELISIH KAS, plus or minus. */
  selisih: z.number().int(),
  dihitung_oleh: z.string(),
  dihitung_at: z.string(),
  /** How many times the day was counted. */
  hitungan_ke: z.number().int(),
  otorisasi_oleh: z.string().nullable(),
  alasan: z.string(),
  /** The SELISIH KAS entry of the last count that moved the book, if any. */
  no_ref: z.string().nullable(),
});
export type HitungKasRecord = z.infer<typeof hitungKasRecordSchema>;

/** The Hitung Kas screen: the book's cash now, and the day's count if there is one. */
export const hitungKasStatusSchema = z.object({
  tanggal: z.string(),
  /** awal + masuk − keluar of the till today, without the count's own SELISIH KAS entries. */
  kas_buku: z.number().int(),
  awal: z.number().int(),
  masuk: z.number().int(),
  keluar: z.number().int(),
  /** The SELISIH KAS already booked today by counts. */
  selisih_tercatat: z.number().int(),
  hitungan: hitungKasRecordSchema.nullable(),
  /** The count still equals the book: nothing moved the till since. */
  sesuai: z.boolean(),
  /** Tutup Toko waits for a count (Setting System HITUNG_KAS_WAJIB). */
  wajib: z.boolean(),
});
export type HitungKasStatus = z.infer<typeof hitungKasStatusSchema>;
