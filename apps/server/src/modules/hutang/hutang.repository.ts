import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hutang, hutangBayar, hutangDetail } from '../../db/schema/index.ts';
import { documentRepository } from '../counter-documents/counter-documents.service.ts';

export type HutangHeader = typeof hutang.$inferSelect;
export type HutangLine = typeof hutangDetail.$inferSelect;
export type HutangPayment = typeof hutangBayar.$inferSelect;

const shared = documentRepository({
  label: 'Hutang',
  header: hutang,
  lines: hutangDetail,
  keys: { no: hutang.no_hutang, lineDoc: hutangDetail.no_hutang, lineNo: hutangDetail.id },
  // The pledged pieces carry no barcode while held: a search looks in their names instead.
  searchAlso: { header: [hutang.nik, hutang.no_hp], lines: [hutangDetail.nama_barang] },
});

/** The SQL of hutang: the shared document queries, the pieces' states and the payments. */
export const hutangRepository = {
  ...shared,

  /** The pledged pieces of a loan leave the pledge store together (handed back, auctioned, cancelled). */
  async setLineStatus(
    tx: DbOrTx,
    noHutang: string,
    status: 'GADAI' | 'KEMBALI' | 'LELANG' | 'PERPANJANG' | 'BATAL',
  ) {
    await tx.update(hutangDetail).set({ status }).where(eq(hutangDetail.no_hutang, noHutang));
  },

  /** The loans of the shop still waiting for validation (the closing names them). */
  async waitingLoans(tx: DbOrTx, kodeToko: string): Promise<string[]> {
    const rows = await tx
      .select({ no: hutang.no_hutang })
      .from(hutang)
      .where(and(eq(hutang.kode_toko, kodeToko), eq(hutang.status_valid, 'OPEN'), ne(hutang.status, 'BATAL')))
      .orderBy(asc(hutang.no_hutang));
    return rows.map((row) => row.no);
  },

  /** The payments of the shop still waiting for validation. */
  async waitingPayments(tx: DbOrTx, kodeToko: string): Promise<string[]> {
    const rows = await tx
      .select({ no: hutangBayar.no_bayar })
      .from(hutangBayar)
      .where(
        and(
          eq(hutangBayar.kode_toko, kodeToko),
          eq(hutangBayar.status_valid, 'OPEN'),
          eq(hutangBayar.status, 'OK'),
        ),
      )
      .orderBy(asc(hutangBayar.no_bayar));
    return rows.map((row) => row.no);
  },

  /** Every payment of the given loans, oldest first. */
  async payments(tx: DbOrTx, nos: readonly string[]): Promise<HutangPayment[]> {
    if (nos.length === 0) return [];
    return tx
      .select()
      .from(hutangBayar)
      .where(inArray(hutangBayar.no_hutang, [...nos]))
      .orderBy(asc(hutangBayar.no_bayar));
  },

  /** The loan's newest standing payment: the only one a same-day cancel may take back. */
  async lastPayment(tx: DbOrTx, noHutang: string): Promise<HutangPayment | undefined> {
    const [row] = await tx
      .select()
      .from(hutangBayar)
      .where(and(eq(hutangBayar.no_hutang, noHutang), eq(hutangBayar.status, 'OK')))
      .orderBy(desc(hutangBayar.no_bayar))
      .limit(1);
    return row;
  },

  async paymentByKey(tx: DbOrTx, kodeToko: string, key: string): Promise<HutangPayment | undefined> {
    const [row] = await tx
      .select()
      .from(hutangBayar)
      .where(and(eq(hutangBayar.kode_toko, kodeToko), eq(hutangBayar.idempotency_key, key)));
    return row;
  },

  /** Payments of the shop locked for a change of state, in number order. */
  async lockPayments(tx: DbOrTx, kodeToko: string, nos: readonly string[]): Promise<HutangPayment[]> {
    return tx
      .select()
      .from(hutangBayar)
      .where(and(eq(hutangBayar.kode_toko, kodeToko), inArray(hutangBayar.no_bayar, [...nos])))
      .orderBy(asc(hutangBayar.no_bayar))
      .for('update');
  },

  async insertPayment(tx: DbOrTx, row: typeof hutangBayar.$inferInsert): Promise<void> {
    await tx.insert(hutangBayar).values(row);
  },

  async updatePayments(tx: DbOrTx, nos: readonly string[], set: Partial<typeof hutangBayar.$inferInsert>) {
    await tx
      .update(hutangBayar)
      .set(set)
      .where(inArray(hutangBayar.no_bayar, [...nos]));
  },
};
