import { HARGA_EMAS_SYSTEM_USER, type PageQuery } from '@toko/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { hargaEmas, masterGroup } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

/** The group master's columns this area reads (its table is built from the catalogue, untyped). */
const group = {
  kode_toko: masterGroup.kode_toko as AnyPgColumn,
  kode_group: masterGroup.kode_group as AnyPgColumn,
  nama_group: masterGroup.nama_group as AnyPgColumn,
  jenis_group: masterGroup.jenis_group as AnyPgColumn,
  kadar: masterGroup.kadar as AnyPgColumn,
  harga: masterGroup.harga as AnyPgColumn,
  harga_modal: masterGroup.harga_modal as AnyPgColumn,
  status_aktif: masterGroup.status_aktif as AnyPgColumn,
};

/** The only kind of group that has a gold price. */
const JENIS_EMAS = 'EMAS';

const sameGroup = and(eq(hargaEmas.kode_toko, group.kode_toko), eq(hargaEmas.kode_group, group.kode_group));
const activeGoldGroup = and(eq(group.status_aktif, true), eq(group.jenis_group, JENIS_EMAS));

/** Higher purity first (LM, 750, 700, 375): the order price boards use. */
const boardOrder = [desc(group.kadar), asc(group.kode_group)];

export interface DayPriceRecord {
  kode_group: string;
  nama_group: string;
  harga_master_jual: number;
  harga_master_beli: number;
  harga_jual: number | null;
  harga_beli: number | null;
  updated_by: string | null;
  updated_at: Date | null;
}

/** Every active gold group of the shop with its stored price of `tanggal`, if any. */
export async function listDayPrices(
  db: DbOrTx,
  kodeToko: string,
  tanggal: string,
): Promise<DayPriceRecord[]> {
  const rows = await db
    .select({
      kode_group: group.kode_group,
      nama_group: group.nama_group,
      harga_master_jual: group.harga,
      harga_master_beli: group.harga_modal,
      harga_jual: hargaEmas.harga_jual,
      harga_beli: hargaEmas.harga_beli,
      updated_by: hargaEmas.updated_by,
      updated_at: hargaEmas.updated_at,
    })
    .from(masterGroup)
    .leftJoin(hargaEmas, and(sameGroup, eq(hargaEmas.tanggal, tanggal)))
    .where(and(eq(group.kode_toko, kodeToko), activeGoldGroup))
    .orderBy(...boardOrder);
  return rows.map((row) => ({
    kode_group: String(row.kode_group),
    nama_group: String(row.nama_group),
    harga_master_jual: Number(row.harga_master_jual),
    harga_master_beli: Number(row.harga_master_beli),
    harga_jual: row.harga_jual,
    harga_beli: row.harga_beli,
    updated_by: row.updated_by,
    updated_at: row.updated_at,
  }));
}

export interface GroupState {
  kode_group: string;
  jenis_group: string;
  status_aktif: boolean;
}

export async function findGroups(db: DbOrTx, kodeToko: string, codes: string[]): Promise<GroupState[]> {
  const rows = await db
    .select({
      kode_group: group.kode_group,
      jenis_group: group.jenis_group,
      status_aktif: group.status_aktif,
    })
    .from(masterGroup)
    .where(and(eq(group.kode_toko, kodeToko), inArray(group.kode_group, codes)));
  return rows.map((row) => ({
    kode_group: String(row.kode_group),
    jenis_group: String(row.jenis_group),
    status_aktif: row.status_aktif === true,
  }));
}

/** The stored prices of `tanggal` for these groups, locked for the update that follows. */
export function findPricesForUpdate(db: DbOrTx, kodeToko: string, tanggal: string, codes: string[]) {
  return db
    .select()
    .from(hargaEmas)
    .where(
      and(
        eq(hargaEmas.kode_toko, kodeToko),
        eq(hargaEmas.tanggal, tanggal),
        inArray(hargaEmas.kode_group, codes),
      ),
    )
    .for('update');
}

export async function upsertPrice(
  db: DbOrTx,
  values: {
    kode_toko: string;
    tanggal: string;
    kode_group: string;
    harga_jual: number;
    harga_beli: number;
    user_id: string;
  },
): Promise<void> {
  await db
    .insert(hargaEmas)
    .values({
      kode_toko: values.kode_toko,
      tanggal: values.tanggal,
      kode_group: values.kode_group,
      harga_jual: values.harga_jual,
      harga_beli: values.harga_beli,
      created_by: values.user_id,
      updated_by: values.user_id,
    })
    .onConflictDoUpdate({
      target: [hargaEmas.kode_toko, hargaEmas.tanggal, hargaEmas.kode_group],
      set: {
        harga_jual: values.harga_jual,
        harga_beli: values.harga_beli,
        updated_by: values.user_id,
        updated_at: new Date(),
      },
    });
}

/** History rows, newest date first; `search` matches the group's code or name, or the date. */
export async function pagePrices(db: DbOrTx, kodeToko: string, query: PageQuery) {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where: SQL | undefined = and(
    eq(hargaEmas.kode_toko, kodeToko),
    search
      ? or(
          ilike(hargaEmas.kode_group, search),
          ilike(group.nama_group, search),
          ilike(sql`${hargaEmas.tanggal}::text`, search),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tanggal: hargaEmas.tanggal,
        kode_group: hargaEmas.kode_group,
        nama_group: group.nama_group,
        harga_jual: hargaEmas.harga_jual,
        harga_beli: hargaEmas.harga_beli,
        updated_by: hargaEmas.updated_by,
        updated_at: hargaEmas.updated_at,
      })
      .from(hargaEmas)
      .innerJoin(masterGroup, sameGroup)
      .where(where)
      .orderBy(desc(hargaEmas.tanggal), ...boardOrder)
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(hargaEmas)
      .innerJoin(masterGroup, sameGroup)
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, nama_group: String(row.nama_group) })),
    count: total?.n ?? 0,
  };
}

/**
 * Copies the prices of `from` to `to` for every active gold group that has none on
 * `to` yet (a price entered ahead is kept). The copies are the system's, not a
 * person's: the next day still counts as "not entered yet". Answers how many were copied.
 */
export async function copyPricesToDate(
  db: DbOrTx,
  kodeToko: string,
  from: string,
  to: string,
): Promise<number> {
  const copied = await db
    .insert(hargaEmas)
    .select((qb) =>
      qb
        .select({
          kode_toko: hargaEmas.kode_toko,
          tanggal: sql<string>`${to}::date`.as('tanggal'),
          kode_group: hargaEmas.kode_group,
          harga_jual: hargaEmas.harga_jual,
          harga_beli: hargaEmas.harga_beli,
          created_at: sql<Date>`now()`.as('created_at'),
          created_by: sql<string>`${HARGA_EMAS_SYSTEM_USER}`.as('created_by'),
          updated_at: sql<Date>`now()`.as('updated_at'),
          updated_by: sql<string>`${HARGA_EMAS_SYSTEM_USER}`.as('updated_by'),
        })
        .from(hargaEmas)
        .innerJoin(masterGroup, sameGroup)
        .where(and(eq(hargaEmas.kode_toko, kodeToko), eq(hargaEmas.tanggal, from), activeGoldGroup)),
    )
    .onConflictDoNothing()
    .returning({ kode_group: hargaEmas.kode_group });
  return copied.length;
}
