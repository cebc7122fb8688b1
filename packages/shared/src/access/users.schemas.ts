import { z } from 'zod';
import { plainText, TEXT_NOT_ALLOWED, withoutNul } from '../common/plain-text.ts';
import { KNOWN_LEVELS } from './levels.ts';
import { isMenuKey } from './menu-catalogue.ts';

export const userListItemSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  user_name: z.string(),
  level: z.string(),
  status_aktif: z.boolean(),
  must_change_password: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

const userName = plainText('Nama User', 100).min(1, 'Nama User Harus Diisi');
const level = z.enum(KNOWN_LEVELS, { error: 'Level Harus Dipilih' });
const newPassword = z
  .string({ error: 'Password Harus Diisi' })
  .min(6, 'Password Minimal 6 Karakter')
  .max(200, 'Password Maksimal 200 Karakter')
  .refine(withoutNul, TEXT_NOT_ALLOWED);

export const createUserSchema = z.object({
  user_id: plainText('User ID', 30)
    .min(3, 'User ID Minimal 3 Karakter')
    .transform((value) => value.toUpperCase())
    .pipe(
      z.string().regex(/^[A-Z0-9._-]+$/, 'User ID hanya boleh huruf, angka, titik, strip dan garis bawah'),
    ),
  user_name: userName,
  level,
  password: newPassword,
});
export type CreateUser = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  user_name: userName,
  level,
  status_aktif: z.boolean({ error: 'Status Harus Diisi' }),
});
export type UpdateUser = z.input<typeof updateUserSchema>;

export const resetPasswordSchema = z.object({ new_password: newPassword });

export const menuGrantsSchema = z.object({
  menu_keys: z
    .array(z.string().refine(isMenuKey, { message: 'Menu tidak dikenal' }), {
      error: 'Daftar menu tidak valid',
    })
    .max(500)
    .transform((keys) => [...new Set(keys)].sort()),
});
export type MenuGrants = z.infer<typeof menuGrantsSchema>;

export const auditLogItemSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;
