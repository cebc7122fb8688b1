import { z } from 'zod';
import { tanggalInput } from '../common/date-input.ts';
import { plainText } from '../common/plain-text.ts';
import { goodsCode, gramsInput } from './goods.schemas.ts';

export const TIMBANG_AKTIF_MESSAGE = 'Terdapat proses timbang baki yang masih aktif';

export const mulaiTimbangSchema = z.object({
  kode_gudang: goodsCode('Gudang'),
  kode_baki: goodsCode('Baki'),
});
export type MulaiTimbang = z.input<typeof mulaiTimbangSchema>;

export const simpanTimbangSchema = z.object({
  berat_timbang: gramsInput('Berat Timbangan', { required: true }),
  keterangan: plainText('Keterangan', 300, { multiline: true }).default(''),
});
export type SimpanTimbang = z.input<typeof simpanTimbangSchema>;

/** SPEC §7 `timbang-baki?tanggal&kode_gudang&kode_toko`: `kode_toko` names the tray there. */
export const timbangQuerySchema = z.object({
  tanggal: tanggalInput('Tanggal tidak valid'),
  kode_gudang: plainText('Gudang', 20).optional(),
  kode_toko: plainText('Toko', 20).optional(),
});

export const STATUS_TIMBANG = ['AKTIF', 'SELESAI', 'BATAL'] as const;

/** One weighing of a tray; weights in grams with 3 decimals. */
export const timbangBakiSchema = z.object({
  id: z.number(),
  tgl_system: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  nama_baki: z.string(),
  status: z.enum(STATUS_TIMBANG),
  jumlah: z.number(),
  berat_barang: z.number(),
  berat_atribut: z.number(),
  berat_plastik: z.number(),
  berat_bandrol: z.number(),
  berat_baki: z.number(),
  berat_seharusnya: z.number(),
  berat_timbang: z.number().nullable(),
  selisih: z.number().nullable(),
  toleransi: z.number(),
  hasil: z.enum(['OK', 'SELISIH']).nullable(),
  keterangan: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  selesai_at: z.string().nullable(),
});
export type TimbangBaki = z.infer<typeof timbangBakiSchema>;
