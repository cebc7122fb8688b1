import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notaSetting, paraSystem, toko } from '../../db/schema/index.ts';

export type ShopRow = typeof toko.$inferSelect;
type NotaSettingFields = Pick<
  typeof notaSetting.$inferInsert,
  'header' | 'footer' | 'syarat_ketentuan' | 'paper' | 'platform' | 'auto_cut'
>;

export async function shopOf(db: DbOrTx, kodeToko: string): Promise<ShopRow | undefined> {
  const [row] = await db.select().from(toko).where(eq(toko.kode_toko, kodeToko));
  return row;
}

/** The parameters the shop has a row for; the catalogue's defaults stand for the rest. */
export function storedParams(db: DbOrTx, kodeToko: string) {
  return db.select().from(paraSystem).where(eq(paraSystem.kode_toko, kodeToko));
}

export async function storedParam(db: DbOrTx, kodeToko: string, key: string) {
  const [row] = await db
    .select()
    .from(paraSystem)
    .where(and(eq(paraSystem.kode_toko, kodeToko), eq(paraSystem.key, key)));
  return row;
}

export async function saveParam(
  tx: DbOrTx,
  param: {
    kodeToko: string;
    key: string;
    value: string;
    description: string;
    kategori: string;
    userId: string;
  },
): Promise<void> {
  await tx
    .insert(paraSystem)
    .values({
      kode_toko: param.kodeToko,
      key: param.key,
      value: param.value,
      description: param.description,
      kategori: param.kategori,
      updated_by: param.userId,
    })
    .onConflictDoUpdate({
      target: [paraSystem.kode_toko, paraSystem.key],
      set: { value: param.value, updated_by: param.userId, updated_at: new Date() },
    });
}

export async function updateShop(
  tx: DbOrTx,
  kodeToko: string,
  changes: Partial<Pick<ShopRow, 'nama_toko' | 'alamat_toko' | 'telepon' | 'time_zone'>>,
): Promise<void> {
  await tx.update(toko).set(changes).where(eq(toko.kode_toko, kodeToko));
}

export function storedNotaSettings(db: DbOrTx, kodeToko: string) {
  return db.select().from(notaSetting).where(eq(notaSetting.kode_toko, kodeToko));
}

export async function saveNotaSetting(
  tx: DbOrTx,
  kodeToko: string,
  slipType: string,
  fields: NotaSettingFields,
  userId: string,
): Promise<void> {
  await tx
    .insert(notaSetting)
    .values({ kode_toko: kodeToko, slip_type: slipType, ...fields, updated_by: userId })
    .onConflictDoUpdate({
      target: [notaSetting.kode_toko, notaSetting.slip_type],
      set: { ...fields, updated_by: userId, updated_at: new Date() },
    });
}
