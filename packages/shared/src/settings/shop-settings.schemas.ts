import { z } from 'zod';
import { isValidTimeZone } from '../common/dates.ts';
import { plainText } from '../common/plain-text.ts';

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
  nama_toko: plainText('Nama Toko', 100).min(1, 'Nama Toko Harus Diisi'),
  alamat_toko: plainText('Alamat Toko', 300, { multiline: true }).default(''),
  telepon: plainText('Telepon', 30)
    .regex(/^[0-9+()\- ]*$/, 'Telepon hanya boleh angka, spasi, +, -, ( dan )')
    .default(''),
  time_zone: plainText('Zona Waktu', 64, { missing: 'Zona Waktu Harus Dipilih' }).refine(isValidTimeZone, {
    message: 'Zona Waktu tidak dikenal',
  }),
});
export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdateSchema>;

/** The time zones of Indonesia, for the chooser. */
export const INDONESIAN_TIME_ZONES = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)' },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)' },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)' },
] as const;
