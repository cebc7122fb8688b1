import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { jumlahBarangInput, numberInput } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { dashboardChartQuerySchema } from '../dashboard/dashboard-chart.schemas.ts';
import { goodsCode, gramsInput, rupiahInput } from '../goods/goods.schemas.ts';
import { counterCustomerFields, pembayaranSchema, STATUS_VALID } from '../sales/penjualan.schemas.ts';
import { TEXTS } from '../texts/texts.ts';

/** Service (repairs) has its own menu group: taking a piece in, and the list that finishes, hands back and cancels. */
export const SERVICE_MENU = { transaksi: 'transaksi-services', lihat: 'lihat-services' } as const;

/**
 * A repair's life (DOMAIN.md §4): OPEN when taken in, DONE when the tukang finished it,
 * CLOS when the customer collected it and paid the rest, CANC when cancelled.
 */
export const STATUS_SERVICE = ['OPEN', 'DONE', 'CLOS', 'CANC'] as const;
export type StatusService = (typeof STATUS_SERVICE)[number];

const noService = plainText('No Service', 40).min(1, TEXTS.service.noServiceHarusDiisi);

/**
 * One piece the customer leaves: described, weighed and priced by the counter. It is the
 * customer's, not the shop's stock, so it has no barcode.
 */
export const serviceItemSchema = z.object({
  nama_barang: plainText('Nama Barang', 150)
    .min(1, TEXTS.service.namaBarangHarusDiisi)
    .transform((value) => value.toUpperCase()),
  /** Grams, as weighed when taken in. */
  berat: gramsInput('Berat', { required: true }),
  jumlah: jumlahBarangInput(),
  kadar: plainText('Kadar', 20).default(''),
  kerusakan: plainText('Kerusakan', 300, { multiline: true }).min(1, TEXTS.service.kerusakanHarusDiisi),
  /** What the customer pays for repairing this piece. */
  ongkos: rupiahInput('Ongkos').refine((value) => value > 0, TEXTS.service.ongkosHarusDiisi),
  /** The file store key of a photo of the piece, when one was taken. */
  foto: plainText('Foto', 200).default(''),
});
export type ServiceItemInput = z.input<typeof serviceItemSchema>;

/**
 * Transaksi Service: the pieces, the tukang who repairs them, the estimated finish date
 * (checked against the shop's system date by the server) and a DP (up to the whole ongkos).
 */
export const serviceSchema = z.object({
  ...counterCustomerFields,
  kode_tukang: goodsCode('Tukang'),
  tgl_selesai_estimasi: tanggalInput('Tanggal Estimasi Selesai tidak valid'),
  keterangan: plainText('Keterangan', 300, { multiline: true }).default(''),
  items: z
    .array(serviceItemSchema, { error: TEXTS.service.barangHarusDiisi })
    .min(1, TEXTS.service.barangHarusDiisi)
    .max(20, 'Maksimal 20 barang sekali service'),
  dp: rupiahInput('DP').refine((value) => value > 0, TEXTS.service.dpHarusDiisi),
  bayar: pembayaranSchema,
});
export type ServiceInput = z.input<typeof serviceSchema>;

export const serviceLineSchema = z.object({
  id: z.number(),
  nama_barang: z.string(),
  /** Grams when taken in. */
  berat: z.number(),
  jumlah: z.number(),
  kadar: z.string(),
  kerusakan: z.string(),
  ongkos: z.number(),
  foto: z.string(),
  /** Where the browser shows the photo (`foto` is its file store key); null without one. */
  foto_url: z.string().nullable(),
  /** Grams after the repair; null until finished. */
  berat_selesai: z.number().nullable(),
});
export type ServiceLine = z.infer<typeof serviceLineSchema>;

const paymentFields = {
  cash_rp: z.number(),
  transfer_rp: z.number(),
  no_rekening: z.string(),
  debet_rp: z.number(),
  kode_bank_debet: z.string(),
  biaya_debet: z.number(),
  credit_rp: z.number(),
  kode_bank_credit: z.string(),
  biaya_credit: z.number(),
  kembalian: z.number(),
};

/** The collection: when, by whom, and how the remainder was paid. */
export const serviceAmbilInfoSchema = z.object({
  tgl_ambil: z.string(),
  jam_ambil: z.string(),
  ambil_by: z.string(),
  ...paymentFields,
});

export const serviceDocSchema = z.object({
  no_service: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_tukang: z.string(),
  keterangan: z.string(),
  tgl_selesai_estimasi: z.string(),
  /** The customer's price: the sum of the lines' ongkos. */
  ongkos: z.number(),
  dp: z.number(),
  /** What the customer still pays when collecting. */
  sisa: z.number(),
  /** The DP's payment. */
  ...paymentFields,
  status: z.enum(STATUS_SERVICE),
  status_valid: z.enum(STATUS_VALID),
  input_by: z.string(),
  valid_by: z.string().nullable(),
  /** The tukang's cost, recorded when finished. */
  biaya_tukang: z.number().nullable(),
  tgl_selesai: z.string().nullable(),
  ambil: serviceAmbilInfoSchema.nullable(),
  items: z.array(serviceLineSchema),
});
export type ServiceDoc = z.infer<typeof serviceDocSchema>;

/** Lihat Service and its validation: by state, date range, number, customer or item. */
export const serviceQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  status: z.enum(STATUS_SERVICE, { error: 'Status service tidak valid' }).optional(),
  status_valid: z.enum(STATUS_VALID).optional(),
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});

export const validasiServiceSchema = z.object({
  no_service: z
    .array(noService, { error: TEXTS.service.pilihValidasi })
    .min(1, TEXTS.service.pilihValidasi)
    .max(200),
});

/** Selesai: the tukang's cost and each piece's weight after the repair. */
export const selesaiServiceSchema = z.object({
  no_service: noService,
  biaya_tukang: rupiahInput('Biaya Tukang'),
  items: z
    .array(
      z.object({
        id: numberInput(z.number().int().min(1)),
        berat_selesai: gramsInput('Berat Selesai', { required: true }),
      }),
      {
        error: TEXTS.service.barangHarusDiisi,
      },
    )
    .min(1, TEXTS.service.barangHarusDiisi)
    .max(20),
});

/** Ambil: the customer collects the repaired pieces and pays what is left. */
export const ambilServiceSchema = z.object({
  no_service: noService,
  bayar: pembayaranSchema,
});

/** Batal: same-day, with a supervisor's otorisasi; the DP goes back the way it was paid. */
export const batalServiceSchema = z.object({
  no_service: noService,
  otorisasi: otorisasiSchema,
});

export const noServiceParamsSchema = z.object({ no_service: noService });

/** What the routes every counter document shares (its list, one, validasi, batal) read and answer. */
export const serviceDocumentSchemas = {
  doc: serviceDocSchema,
  query: serviceQuerySchema,
  params: noServiceParamsSchema,
  validasi: validasiServiceSchema,
  batal: batalServiceSchema,
};

/**
 * The dashboard's service figures, `GET service/chart?type=today` (SPEC §7): `value` sums
 * the ongkos of the pieces taken in, `jumlah_barang` their count; a cancelled service
 * does not count.
 */
export const serviceChartQuerySchema = dashboardChartQuerySchema(TEXTS.service.tipeGrafik);
