import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { idempotencyKeySchema } from '../common/idempotency-key.ts';
import { pageQuerySchema } from '../common/paging.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';
import { tglLahirDiMasaDepan } from './poin-ledger.ts';

/** The member screens (decision 022). */
export const MEMBER_MENU = {
  data: 'data-member',
  transaksi: 'lihat-transaksi-member',
  poin: 'transaksi-poin',
  tukar: 'tukar-point',
} as const;

/** A member as the counter screens see it, with the current point balance. */
export const memberSchema = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  kota: z.string(),
  tgl_lahir: z.string().nullable(),
  nik: z.string(),
  /** The file store key of the member's photo ('' without one) and where the browser shows it. */
  foto: z.string(),
  foto_url: z.string().nullable(),
  kode_toko: z.string(),
  status_aktif: z.boolean(),
  poin: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

const upper = (value: string) => value.toUpperCase();

/** A member code: letters, digits and dashes (`PST-M0001`: the registering shop, then its counter). */
const kodeMember = plainText('Kode Member', 30)
  .min(1, 'Kode Member Harus Diisi')
  .regex(/^[A-Za-z0-9-]+$/, 'Kode Member tidak valid');

/** What the shop records of a member on Data Member (add and edit). */
export const memberFieldsSchema = z.object({
  nama_member: plainText('Nama Member', 100).min(1, TEXTS.member.namaHarusDiisi).transform(upper),
  no_hp: plainText('No HP', 20)
    .regex(/^(\d{8,15})?$/, TEXTS.member.noHpTidakValid)
    .default(''),
  alamat: plainText('Alamat', 300, { multiline: true }).default('').transform(upper),
  kota: plainText('Kota', 60).default('').transform(upper),
  tgl_lahir: z
    .union([
      tanggalInput(TEXTS.member.tglLahirTidakValid).refine((value) => !tglLahirDiMasaDepan(value), {
        message: TEXTS.member.tglLahirMasaDepan,
      }),
      z.literal(''),
      z.null(),
    ])
    .default(null)
    .transform((value) => value || null),
  nik: plainText('NIK', 16)
    .regex(/^(\d{16})?$/, TEXTS.member.nikTidakValid)
    .default(''),
  foto: plainText('Foto', 200).default(''),
});

export const memberCreateSchema = memberFieldsSchema.extend({ idempotency_key: idempotencyKeySchema });
export type MemberCreateInput = z.input<typeof memberCreateSchema>;

export const memberUpdateSchema = memberFieldsSchema.extend({ status_aktif: z.boolean().default(true) });
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;

/**
 * The kinds of a member's points rows: earned, taken back, spent on a gift, given back by
 * a cancelled gift exchange, adjusted by hand.
 */
export const KATEGORI_POIN = [
  'PENJUALAN',
  'BATAL PENJUALAN',
  'TUKAR POIN',
  'BATAL TUKAR POIN',
  'PENYESUAIAN',
] as const;
export type KategoriPoin = (typeof KATEGORI_POIN)[number];

/** One row of a member's points ledger. */
export const memberPoinRowSchema = z.object({
  id: z.number().int(),
  kode_toko: z.string(),
  tanggal: z.string(),
  kategori: z.string(),
  no_ref: z.string(),
  poin: z.number().int(),
  keterangan: z.string(),
  created_by: z.string(),
  /** A TUKAR POIN row whose exchange was cancelled since (its points came back in a BATAL TUKAR POIN row). */
  dibatalkan: z.boolean(),
});
export type MemberPoinRow = z.infer<typeof memberPoinRowSchema>;

/** Transaksi Poin: points added (positive) or taken off (negative) by hand, with otorisasi. */
export const penyesuaianPoinSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  kode_member: kodeMember.transform(upper),
  poin: z
    .number({ error: TEXTS.member.poinHarusDiisi })
    .int(TEXTS.member.poinHarusDiisi)
    .min(-1_000_000, 'Jumlah poin terlalu besar')
    .max(1_000_000, 'Jumlah poin terlalu besar')
    .refine((value) => value !== 0, TEXTS.member.poinHarusDiisi),
  otorisasi: otorisasiSchema,
});
export type PenyesuaianPoinInput = z.input<typeof penyesuaianPoinSchema>;

/** Tukar Point: a member takes `jumlah` of one gift of Master Data Hadiah for points. */
export const tukarPoinSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  kode_member: kodeMember.transform(upper),
  kode_hadiah: plainText('Kode Hadiah', 30).min(1, TEXTS.member.hadiahHarusDipilih).transform(upper),
  jumlah: z
    .number({ error: TEXTS.member.jumlahTidakValid })
    .int(TEXTS.member.jumlahTidakValid)
    .min(1, TEXTS.member.jumlahTidakValid)
    .max(1000, 'Jumlah hadiah terlalu besar')
    .default(1),
});
export type TukarPoinInput = z.input<typeof tukarPoinSchema>;

/** A gift exchange as saved, and as its slip prints it. */
export const tukarPoinDocSchema = z.object({
  no_tukar: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  kode_hadiah: z.string(),
  nama_hadiah: z.string(),
  jumlah: z.number().int(),
  poin_satuan: z.number().int(),
  poin_total: z.number().int(),
  sisa_poin: z.number().int(),
  input_by: z.string(),
  /** Set once the exchange is cancelled (Batal Tukar Poin): when, by whom, who consented and why. */
  batal_at: z.string().nullable(),
  batal_by: z.string().nullable(),
  batal_otorisasi: z.string().nullable(),
  batal_alasan: z.string().nullable(),
});
export type TukarPoinDoc = z.infer<typeof tukarPoinDocSchema>;

/** Batal Tukar Poin: a gift exchange of today undone, with a supervisor's otorisasi and its reason. */
export const batalTukarPoinSchema = z.object({
  no_tukar: plainText('No Tukar', 40)
    .min(1, 'No Tukar Harus Diisi')
    .transform((value) => value.toUpperCase()),
  otorisasi: otorisasiSchema,
});
export type BatalTukarPoinInput = z.input<typeof batalTukarPoinSchema>;

export const noTukarParamsSchema = z.object({ no_tukar: plainText('No Tukar', 40).min(1) });

/** The documents of a member Lihat Transaksi Member lists, one tab each. */
export const JENIS_TRANSAKSI_MEMBER = [
  'penjualan',
  'pembelian',
  'titipan',
  'pesanan',
  'service',
  'hutang',
] as const;
export type JenisTransaksiMember = (typeof JENIS_TRANSAKSI_MEMBER)[number];

/** One document of a member, in the same few columns whatever its kind. */
export const transaksiMemberRowSchema = z.object({
  no: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  /** The document's state as its own area words it (OK, CANC, OPEN, LUNAS ...). */
  status: z.string(),
  status_valid: z.string(),
  /** Its amount: a sale's or buyback's total, a deposit's or order's price, a repair's ongkos, a loan's pokok. */
  total: z.number().int(),
  /** Points the document earned (sales only; 0 for the others). */
  poin: z.number().int(),
});
export type TransaksiMemberRow = z.infer<typeof transaksiMemberRowSchema>;

export const transaksiMemberQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  jenis: z.enum(JENIS_TRANSAKSI_MEMBER, { error: 'Jenis transaksi tidak dikenal' }),
});

/** Totals of one kind of document of a member (cancelled ones left out). */
export const ringkasanTransaksiSchema = z.object({
  jenis: z.enum(JENIS_TRANSAKSI_MEMBER),
  jumlah: z.number().int(),
  total: z.number().int(),
});

/** The head of Lihat Transaksi Member: the member, each kind's totals, points earned and spent. */
export const ringkasanMemberSchema = z.object({
  member: memberSchema,
  transaksi: z.array(ringkasanTransaksiSchema),
  poin_didapat: z.number().int(),
  poin_dipakai: z.number().int(),
});
export type RingkasanMember = z.infer<typeof ringkasanMemberSchema>;

/** A member's status as the member list shows and filters it (`status_aktif`). */
export const STATUS_MEMBER = ['AKTIF', 'TIDAK AKTIF'] as const;

/** Looking a member up by code, name or phone; only active members unless asked. */
export const memberQuerySchema = pageQuerySchema.extend({
  aktif: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const kodeMemberParamsSchema = z.object({ kode_member: kodeMember });
