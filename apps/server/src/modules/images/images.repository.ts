import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { masterTableOf, toko } from '../../db/schema/index.ts';

/** Sets image_path of a master row of the shop; false when the row is gone. */
export async function setMasterImagePath(
  tx: DbOrTx,
  masterKey: string,
  change: { kodeToko: string; id: number; imagePath: string | null; userId: string; at: Date },
): Promise<boolean> {
  const table = masterTableOf(masterKey);
  const updated = await tx
    .update(table)
    .set({ image_path: change.imagePath, updated_by: change.userId, updated_at: change.at })
    .where(and(eq(table.kode_toko as AnyPgColumn, change.kodeToko), eq(table.id as AnyPgColumn, change.id)))
    .returning({ id: table.id as AnyPgColumn });
  return updated.length > 0;
}

/** The shop's logo path (null: none); undefined for an unknown shop. */
export async function logoPathOf(db: DbOrTx, kodeToko: string): Promise<string | null | undefined> {
  const [row] = await db.select({ logo_path: toko.logo_path }).from(toko).where(eq(toko.kode_toko, kodeToko));
  return row ? row.logo_path : undefined;
}

export async function setLogoPath(tx: DbOrTx, kodeToko: string, logoPath: string | null): Promise<void> {
  await tx.update(toko).set({ logo_path: logoPath }).where(eq(toko.kode_toko, kodeToko));
}
