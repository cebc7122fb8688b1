import type { TukarPoinDoc } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { member, otorisasi, tukarPoin } from '../../db/schema/index.ts';

/** The consent that cancelled an exchange, read beside it for the slip. */
const batalConsent = alias(otorisasi, 'batal_consent');

export type TukarPoinRow = typeof tukarPoin.$inferSelect;

/**
 * Tukar Point's exchanges, and the stock of the gifts they take. A gift's stock moves only
 * through an exchange or its cancel, so those two conditional updates of `master_hadiah`
 * live here, beside the exchange they belong to.
 */
export const tukarPoinRepository = {
  /** A shop's own exchange slip with the member and the consent that cancelled it, if any. */
  async slip(tx: DbOrTx, kodeToko: string, noTukar: string): Promise<TukarPoinDoc | undefined> {
    const [row] = await tx
      .select({
        no_tukar: tukarPoin.no_tukar,
        kode_toko: tukarPoin.kode_toko,
        tgl_system: tukarPoin.tgl_system,
        jam: tukarPoin.jam,
        kode_member: tukarPoin.kode_member,
        nama_member: member.nama_member,
        no_hp: member.no_hp,
        kode_hadiah: tukarPoin.kode_hadiah,
        nama_hadiah: tukarPoin.nama_hadiah,
        jumlah: tukarPoin.jumlah,
        poin_satuan: tukarPoin.poin_satuan,
        poin_total: tukarPoin.poin_total,
        sisa_poin: tukarPoin.sisa_poin,
        input_by: tukarPoin.input_by,
        batal_at: tukarPoin.batal_at,
        batal_by: tukarPoin.batal_by,
        batal_otorisasi: batalConsent.diotorisasi_oleh,
        batal_alasan: batalConsent.alasan,
      })
      .from(tukarPoin)
      .innerJoin(member, eq(member.kode_member, tukarPoin.kode_member))
      .leftJoin(batalConsent, eq(batalConsent.id, tukarPoin.batal_otorisasi_id))
      .where(and(eq(tukarPoin.no_tukar, noTukar.toUpperCase()), eq(tukarPoin.kode_toko, kodeToko)));
    return row ? { ...row, batal_at: row.batal_at ? row.batal_at.toISOString() : null } : undefined;
  },

  /** The number of the exchange an idempotency key already made at the shop, if any. */
  async noByKey(tx: DbOrTx, kodeToko: string, key: string): Promise<string | undefined> {
    const [row] = await tx
      .select({ no: tukarPoin.no_tukar })
      .from(tukarPoin)
      .where(and(eq(tukarPoin.kode_toko, kodeToko), eq(tukarPoin.idempotency_key, key)));
    return row?.no;
  },

  async insert(tx: DbOrTx, row: typeof tukarPoin.$inferInsert): Promise<void> {
    await tx.insert(tukarPoin).values(row);
  },

  /** A shop's exchange locked for its cancel: of two cancels racing, the second waits. */
  async lock(tx: DbOrTx, kodeToko: string, noTukar: string): Promise<TukarPoinRow | undefined> {
    const [row] = await tx
      .select()
      .from(tukarPoin)
      .where(and(eq(tukarPoin.no_tukar, noTukar), eq(tukarPoin.kode_toko, kodeToko)))
      .for('update');
    return row;
  },

  async markCancelled(tx: DbOrTx, noTukar: string, userId: string, otorisasiId: number): Promise<void> {
    await tx
      .update(tukarPoin)
      .set({ batal_at: new Date(), batal_by: userId, batal_otorisasi_id: otorisasiId })
      .where(eq(tukarPoin.no_tukar, noTukar));
  },

  /** What one active gift of the shop costs in points, if the shop has it. */
  async giftCost(tx: DbOrTx, kodeToko: string, kodeHadiah: string): Promise<number | undefined> {
    const [gift] = await rowsOf<{ poin: number }>(
      tx,
      sql`select poin from master_hadiah
        where kode_toko = ${kodeToko} and kode_hadiah = ${kodeHadiah} and status_aktif`,
    );
    return gift ? Number(gift.poin) : undefined;
  },

  /**
   * Takes `jumlah` of a gift off the shop's stock in one conditional UPDATE: of two counters
   * taking the last one, the second finds no row with enough stock and gets nothing.
   */
  async takeGift(
    tx: DbOrTx,
    gift: { kodeToko: string; kodeHadiah: string; jumlah: number; userId: string },
  ): Promise<{ nama_hadiah: string; poin: number } | undefined> {
    const [taken] = await rowsOf<{ nama_hadiah: string; poin: number }>(
      tx,
      sql`update master_hadiah set stock = stock - ${gift.jumlah},
        updated_at = now(), updated_by = ${gift.userId}
      where kode_toko = ${gift.kodeToko} and kode_hadiah = ${gift.kodeHadiah} and status_aktif
        and stock >= ${gift.jumlah}
      returning nama_hadiah, poin`,
    );
    return taken ? { nama_hadiah: taken.nama_hadiah, poin: Number(taken.poin) } : undefined;
  },

  /** An active gift's name and stock as it stands, to say why it could not be taken. */
  async giftStock(
    tx: DbOrTx,
    kodeToko: string,
    kodeHadiah: string,
  ): Promise<{ nama_hadiah: string; stock: number } | undefined> {
    const [gift] = await rowsOf<{ nama_hadiah: string; stock: number }>(
      tx,
      sql`select nama_hadiah, stock from master_hadiah
        where kode_toko = ${kodeToko} and kode_hadiah = ${kodeHadiah} and status_aktif`,
    );
    return gift ? { nama_hadiah: gift.nama_hadiah, stock: Number(gift.stock) } : undefined;
  },

  /** Puts a cancelled exchange's gifts back on the shop's shelf; false when the gift is gone. */
  async returnGift(
    tx: DbOrTx,
    gift: { kodeToko: string; kodeHadiah: string; jumlah: number; userId: string },
  ): Promise<boolean> {
    const back = await rowsOf<{ stock: number }>(
      tx,
      sql`update master_hadiah set stock = stock + ${gift.jumlah},
        updated_at = now(), updated_by = ${gift.userId}
      where kode_toko = ${gift.kodeToko} and kode_hadiah = ${gift.kodeHadiah}
      returning stock`,
    );
    return back.length > 0;
  },
};
