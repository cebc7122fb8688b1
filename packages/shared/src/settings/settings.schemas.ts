import { z } from 'zod';

export const PARA_SYSTEM_KATEGORI = ['PARAMETER', 'MODULE'] as const;

export const paraSystemSchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string(),
  kategori: z.enum(PARA_SYSTEM_KATEGORI),
});
export type ParaSystem = z.infer<typeof paraSystemSchema>;

export const paraSystemKeyParamsSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Key Harus Diisi')
    .max(80)
    .regex(/^[A-Z0-9_]+$/i, 'Key hanya boleh huruf, angka dan garis bawah')
    .transform((value) => value.toUpperCase()),
});

/** Module values that mean "on". */
export function isModuleOn(value: string): boolean {
  return ['1', 'TRUE', 'Y', 'YA', 'AKTIF', 'ON'].includes(value.trim().toUpperCase());
}
