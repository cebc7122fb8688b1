import { z } from 'zod';
import { plainText } from '../common/plain-text.ts';

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

/**
 * PUT para-system/key/{key}: the new value as text, a number or a switch, stored as text.
 * Each key then checks its own kind (normaliseParaSystemValue); no value is longer than a time zone.
 */
export const paraSystemValueSchema = z.object({
  value: z
    .union(
      [
        plainText('Nilai', 100),
        z.number().min(0, 'Nilai tidak boleh negatif').max(1_000_000_000, 'Nilai terlalu besar'),
        z.boolean(),
      ],
      { error: 'Nilai Harus Diisi' },
    )
    .transform(String),
});

/** Module values that mean "on". */
export function isModuleOn(value: string): boolean {
  return ['1', 'TRUE', 'Y', 'YA', 'AKTIF', 'ON'].includes(value.trim().toUpperCase());
}

/** A shop's Setting System as every rule reads it: each value by key, and the modules switched on. */
export interface ShopRules {
  paraSystem: ReadonlyMap<string, string>;
  modules: ReadonlySet<string>;
}

/** `kategori` as stored (a string) or as the API types it. */
export function shopRulesOf(params: readonly { key: string; value: string; kategori: string }[]): ShopRules {
  return {
    paraSystem: new Map(params.map((param) => [param.key, param.value])),
    modules: new Set(
      params
        .filter((param) => param.kategori === 'MODULE' && isModuleOn(param.value))
        .map((param) => param.key),
    ),
  };
}
