import { z } from 'zod';
import { ISO_DATE, isAcceptedDate } from '../common/dates.ts';
import { readNumber } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';

/**
 * Master Parameter Harga Emas: the day's price per gram of each gold group, for
 * selling (harga_jual) and buying back (harga_beli), kept per shop and date.
 *
 * API (paths under /api):
 * - GET  harga-emas/get/by-tanggal?tanggal  the day's price of every active gold group
 * - GET  harga-emas/today                   the same for the shop's tgl_system
 * - GET  harga-emas/paginated?skip&limit&search  history, newest first, {data, count}
 * - POST harga-emas                          saves the day's prices of the listed groups
 */

/**
 * Where a day's price comes from: HARIAN = a price stored for that date (entered, or
 * carried from the previous day at closing); MASTER = none stored, so the group's
 * master price (harga / harga_modal) applies.
 */
export const HARGA_EMAS_SUMBER = ['HARIAN', 'MASTER'] as const;
export type HargaEmasSumber = (typeof HARGA_EMAS_SUMBER)[number];

/**
 * The author of prices nobody typed: the demo seed, and the copy made when the
 * previous day was closed. Such a day still counts as "not entered yet".
 */
export const HARGA_EMAS_SYSTEM_USER = 'SYSTEM';

/** Highest price per gram accepted: far above any gold, far below bigint limits. */
const MAX_HARGA = 1_000_000_000_000;

function rupiahSchema(label: string) {
  // Forms send text ("1,480,000" or ""), JSON sends numbers: both end up as a number or missing;
  // the text is read by the one number rule once its thousands commas are gone.
  return z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : typeof value === 'string'
          ? readNumber(value.replace(/,/g, ''))
          : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} Harus Diisi` : `${label} harus berupa angka`,
      })
      .int(`${label} harus bilangan bulat`)
      .min(0, `${label} tidak boleh negatif`)
      .max(MAX_HARGA, `${label} terlalu besar`),
  );
}

export const hargaEmasTanggalSchema = z
  .string({ error: 'Tanggal Harus Diisi' })
  .trim()
  .min(1, 'Tanggal Harus Diisi')
  .regex(ISO_DATE, 'Tanggal harus berformat yyyy-MM-dd')
  .refine(isAcceptedDate, 'Tanggal tidak valid');

/** `?tanggal=` of the day reads; empty means the shop's tgl_system. */
export const hargaEmasTanggalQuerySchema = z.object({
  tanggal: z.preprocess((value) => (value === '' ? undefined : value), hargaEmasTanggalSchema.optional()),
});

export const hargaEmasItemSchema = z
  .object({
    kode_group: plainText('Kode Group', 20)
      .min(1, 'Kode Group Harus Diisi')
      .transform((value) => value.toUpperCase()),
    harga_jual: rupiahSchema('Harga Jual'),
    harga_beli: rupiahSchema('Harga Beli'),
  })
  .refine((item) => item.harga_beli <= item.harga_jual, {
    message: TEXTS.hargaEmas.hargaBeliTerlaluBesar,
    path: ['harga_beli'],
  });
export type HargaEmasItem = z.infer<typeof hargaEmasItemSchema>;

export const hargaEmasSaveSchema = z.object({
  tanggal: hargaEmasTanggalSchema,
  items: z
    .array(hargaEmasItemSchema, { error: TEXTS.hargaEmas.itemsKosong })
    .min(1, TEXTS.hargaEmas.itemsKosong)
    .max(200, 'Terlalu banyak group dalam satu penyimpanan')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.kode_group)) {
          ctx.addIssue({
            code: 'custom',
            message: TEXTS.hargaEmas.groupGanda(item.kode_group),
            path: [index, 'kode_group'],
          });
        }
        seen.add(item.kode_group);
      });
    }),
});
export type HargaEmasSave = z.infer<typeof hargaEmasSaveSchema>;

/** One group's price on one date, as sales screens read it. */
export const hargaEmasRowSchema = z.object({
  kode_group: z.string(),
  nama_group: z.string(),
  tanggal: z.string(),
  harga_jual: z.number(),
  harga_beli: z.number(),
  sumber: z.enum(HARGA_EMAS_SUMBER),
  /** The group's master prices: the fallback, shown as a hint beside the day's price. */
  harga_master_jual: z.number(),
  harga_master_beli: z.number(),
  /** Who last saved the day's price (HARGA_EMAS_SYSTEM_USER when nobody typed it); null for MASTER. */
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type HargaEmasRow = z.infer<typeof hargaEmasRowSchema>;

/** One stored day's price in the history list. */
export const hargaEmasHistoryItemSchema = z.object({
  tanggal: z.string(),
  kode_group: z.string(),
  nama_group: z.string(),
  harga_jual: z.number(),
  harga_beli: z.number(),
  updated_by: z.string(),
  updated_at: z.string(),
});
export type HargaEmasHistoryItem = z.infer<typeof hargaEmasHistoryItemSchema>;

/** A row whose price nobody has entered for its date: the master fallback or an automatic copy. */
export function isHargaEmasBelumDiinput(row: Pick<HargaEmasRow, 'sumber' | 'updated_by'>): boolean {
  return row.sumber === 'MASTER' || row.updated_by === HARGA_EMAS_SYSTEM_USER;
}
