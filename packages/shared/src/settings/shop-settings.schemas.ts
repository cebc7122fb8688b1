import { z } from 'zod';
import { isValidTimeZone } from '../common/dates.ts';

export const shopSettingsSchema = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  telepon: z.string(),
  time_zone: z.string(),
  tgl_system: z.string(),
  logo_url: z.string().nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsUpdateSchema = z.object({
  nama_toko: z
    .string({ error: 'Nama Toko Harus Diisi' })
    .trim()
    .min(1, 'Nama Toko Harus Diisi')
    .max(100, 'Nama Toko maksimal 100 karakter'),
  alamat_toko: z.string().trim().max(300, 'Alamat Toko maksimal 300 karakter').default(''),
  telepon: z
    .string()
    .trim()
    .max(30, 'Telepon maksimal 30 karakter')
    .regex(/^[0-9+()\- ]*$/, 'Telepon hanya boleh angka, spasi, +, -, ( dan )')
    .default(''),
  time_zone: z
    .string({ error: 'Zona Waktu Harus Dipilih' })
    .refine(isValidTimeZone, { message: 'Zona Waktu tidak dikenal' }),
});
export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdateSchema>;

/** The time zones of Indonesia, for the chooser. */
export const INDONESIAN_TIME_ZONES = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)' },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)' },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)' },
] as const;
