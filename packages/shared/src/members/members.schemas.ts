import { z } from 'zod';
import { pageQuerySchema } from '../common/paging.ts';
import { plainText } from '../common/plain-text.ts';

/** A member as the counter screens see it, with the current point balance. */
export const memberSchema = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  kode_toko: z.string(),
  status_aktif: z.boolean(),
  poin: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

/** A member's status as the member list shows and filters it (`status_aktif`). */
export const STATUS_MEMBER = ['AKTIF', 'TIDAK AKTIF'] as const;

/** Looking a member up by code, name or phone; only active members unless asked. */
export const memberQuerySchema = pageQuerySchema.extend({
  aktif: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const kodeMemberParamsSchema = z.object({
  kode_member: plainText('Kode Member', 30).min(1, 'Kode Member Harus Diisi'),
});
