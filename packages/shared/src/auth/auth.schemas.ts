import { z } from 'zod';
import { plainText, TEXT_NOT_ALLOWED, withoutNul } from '../common/plain-text.ts';

const upperId = (label: string, max: number) =>
  plainText(label, max)
    .min(1, `${label} Harus Diisi`)
    .transform((value) => value.toUpperCase());

const password = (label: string, min: number, minMessage: string) =>
  z
    .string({ error: `${label} Harus Diisi` })
    .min(min, minMessage)
    .max(200, `${label} Maksimal 200 Karakter`)
    .refine(withoutNul, TEXT_NOT_ALLOWED);

export const loginRequestSchema = z.object({
  kode_toko: upperId('Kode Toko', 10),
  user_id: upperId('User ID', 30),
  password: password('Password', 1, 'Password Harus Diisi'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const storedUserSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  level: z.string(),
  kode_toko: z.string(),
  nama_toko: z.string(),
  tgl_system: z.string(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export interface StoredMenuItemShape {
  path: string;
  title: string;
  type: string;
  icon?: string;
  children?: StoredMenuItemShape[];
}
// A tree: named, so the API document can point at itself for `children` (zod's registry id).
export const storedMenuItemSchema: z.ZodType<StoredMenuItemShape> = z
  .lazy(() =>
    z.object({
      path: z.string(),
      title: z.string(),
      type: z.string(),
      icon: z.string().optional(),
      children: z.array(storedMenuItemSchema).optional(),
    }),
  )
  .meta({ id: 'MenuItem' });

/** Everything the browser keeps about the signed-in user (SPEC §3). */
export const sessionInfoSchema = z.object({
  user: storedUserSchema,
  modules: z.array(z.object({ key: z.string() })),
  menu: z.array(storedMenuItemSchema),
  /** Menu keys the user may open (all keys for full-access levels). */
  grants: z.array(z.string()),
  pembulatan: z.number().int(),
  /** Today in the shop's time zone: the browser compares tgl_system with it. */
  today: z.string(),
  time_zone: z.string(),
  must_change_password: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const loginResponseSchema = sessionInfoSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** SPEC §7 sends `{user_id}`; the token decides which session ends, so the body may be left out. */
// Fastify hands a missing body to the schema as null.
export const logoutRequestSchema = z.object({ user_id: plainText('User ID', 30).optional() }).nullish();

export const changePasswordRequestSchema = z.object({
  password: password('Password Lama', 1, 'Password Lama Harus Diisi'),
  new_password: password('Password Baru', 6, 'Password Baru Minimal 6 Karakter'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const messageSchema = z.object({ message: z.string() });

export const shopOptionSchema = z.object({ kode_toko: z.string(), nama_toko: z.string() });
export type ShopOption = z.infer<typeof shopOptionSchema>;
