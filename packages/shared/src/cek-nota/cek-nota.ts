import { z } from 'zod';

/**
 * Cek Nota (issue 30): every sales receipt, trade-in slip and pawn slip carries a QR code of a
 * link to `/cek-nota/{token}`. The token is signed by the server (an HMAC over the shop, the
 * kind and the number), so a receipt cannot be made up or rewritten into another; the public
 * page shows the receipt as the shop keeps it, with no customer's name, phone or address.
 */
export const cekNotaPath = (token: string) => `/cek-nota/${encodeURIComponent(token)}`;

/** The public answer, `GET /api/public/cek-nota/{token}`, named under the API base as the web names calls. */
export const cekNotaApi = (token: string) => `public/cek-nota/${encodeURIComponent(token)}`;

/**
 * A token as an address may carry it: base64url of what was signed, a dot, base64url of the
 * signature. Anything else is refused before any lookup.
 */
export const cekNotaTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{4,200}\.[A-Za-z0-9_-]{16,64}$/);

/**
 * The token in what a scanner typed: the whole link of a receipt's QR code (any host: the
 * printed one may be the shop's public address), or null when the text is no such link.
 */
export function cekNotaTokenOf(scanned: string): string | null {
  const match = /\/cek-nota\/([A-Za-z0-9_.-]+)\/?(?:[?#].*)?$/.exec(scanned.trim());
  const token = match?.[1];
  return token && cekNotaTokenSchema.safeParse(token).success ? token : null;
}

/** What a receipt's QR code names: a sale (Nota Penjualan, Slip Tukar) or a pawn loan (Nota Hutang). */
export const CEK_NOTA_JENIS = ['PENJUALAN', 'HUTANG'] as const;
export type CekNotaJenis = (typeof CEK_NOTA_JENIS)[number];

/** Lowest and highest of what the counter would offer, rupiah. */
export const rentangHargaSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type RentangHarga = z.infer<typeof rentangHargaSchema>;

/** One piece of the receipt as the public page shows it. */
export const cekNotaBarisSchema = z.object({
  nama_barang: z.string(),
  kadar_cetak: z.string(),
  /** Grams. */
  berat: z.number(),
  /** What the customer paid for it; on a pawn slip, the piece's appraised value. */
  harga: z.number().int(),
  batal: z.boolean(),
  /** The shop bought it back already: no estimate. */
  dibeli_kembali: z.boolean(),
  /** Today's buyback of the piece brought back whole with this receipt, over the shop's conditions. */
  perkiraan: rentangHargaSchema.nullable(),
});
export type CekNotaBaris = z.infer<typeof cekNotaBarisSchema>;

export const cekNotaSchema = z.object({
  jenis: z.enum(CEK_NOTA_JENIS),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  logo_url: z.string().nullable(),
  nomor: z.string(),
  tanggal: z.string(),
  jam: z.string(),
  /** The whole receipt no longer holds (a cancelled sale or loan). */
  batal: z.boolean(),
  baris: z.array(cekNotaBarisSchema),
  /** The standing lines' prices (a sale) or the loan's principal (a pawn slip). */
  total: z.number().int(),
  /** The standing pieces' estimates added up; null when none has one. */
  perkiraan: rentangHargaSchema.nullable(),
  /** A pawn slip: where the loan stands and when it falls due. */
  hutang: z.object({ status: z.string(), tgl_jatuh_tempo: z.string() }).nullable(),
});
export type CekNota = z.infer<typeof cekNotaSchema>;

/** The estimates of several pieces added up: lowest with lowest, highest with highest. */
export function sumRentang(rentang: readonly (RentangHarga | null)[]): RentangHarga | null {
  const known = rentang.filter((one): one is RentangHarga => one !== null);
  if (known.length === 0) return null;
  return known.reduce((sum, one) => ({ min: sum.min + one.min, max: sum.max + one.max }), { min: 0, max: 0 });
}
