import { z } from 'zod';

const upperId = (label: string, max: number) =>
  z
    .string({ error: `${label} Harus Diisi` })
    .trim()
    .min(1, `${label} Harus Diisi`)
    .max(max, `${label} maksimal ${max} karakter`)
    .transform((value) => value.toUpperCase());

export const loginRequestSchema = z.object({
  kode_toko: upperId('Kode Toko', 10),
  user_id: upperId('User ID', 30),
  password: z.string({ error: 'Password Harus Diisi' }).min(1, 'Password Harus Diisi').max(200),
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
export const storedMenuItemSchema: z.ZodType<StoredMenuItemShape> = z.lazy(() =>
  z.object({
    path: z.string(),
    title: z.string(),
    type: z.string(),
    icon: z.string().optional(),
    children: z.array(storedMenuItemSchema).optional(),
  }),
);

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

export const logoutRequestSchema = z.object({
  user_id: z.string().trim().min(1, 'User ID Harus Diisi').max(30),
});

export const changePasswordRequestSchema = z.object({
  password: z.string({ error: 'Password Lama Harus Diisi' }).min(1, 'Password Lama Harus Diisi').max(200),
  new_password: z
    .string({ error: 'Password Baru Harus Diisi' })
    .min(6, 'Password Baru Minimal 6 Karakter')
    .max(200, 'Password Baru Maksimal 200 Karakter'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const messageSchema = z.object({ message: z.string() });

export const shopOptionSchema = z.object({ kode_toko: z.string(), nama_toko: z.string() });
export type ShopOption = z.infer<typeof shopOptionSchema>;
