import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otorisasi, users } from '../../db/schema/index.ts';

/** What an otorisasi checks of the consenting user: password, level, whether active. */
export async function consentingUser(db: DbOrTx, kodeToko: string, userId: string) {
  const [user] = await db
    .select({ password_hash: users.password_hash, level: users.level, status_aktif: users.status_aktif })
    .from(users)
    .where(and(eq(users.kode_toko, kodeToko), eq(users.user_id, userId)));
  return user;
}

/** Stores a consent; answers its id. */
export async function insertOtorisasi(tx: DbOrTx, values: typeof otorisasi.$inferInsert): Promise<number> {
  const [row] = await tx.insert(otorisasi).values(values).returning({ id: otorisasi.id });
  if (!row) throw new Error('otorisasi tidak tersimpan');
  return row.id;
}
