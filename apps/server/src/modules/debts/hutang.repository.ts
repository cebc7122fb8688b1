import type { HutangBayarQuery } from '@toko/shared';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { documentRepository } from '../../counter/document-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import { hutang, hutangBayar, hutangDetail } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

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

  /** One payment of the shop by its number; another shop's is not found. */
  async payment(tx: DbOrTx, kodeToko: string, noBayar: string): Promise<HutangPayment | undefined> {
    const [row] = await tx
      .select()
      .from(hutangBayar)
      .where(and(eq(hutangBayar.kode_toko, kodeToko), eq(hutangBayar.no_bayar, noBayar)));
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

  /**
   * One page of the shop's payments, newest first, each with its loan's customer and NIK.
   * Waiting (`status_valid` OPEN) leaves out the cancelled ones: they wait for nothing.
   */
  async paymentPage(
    tx: DbOrTx,
    kodeToko: string,
    query: HutangBayarQuery,
  ): Promise<{ rows: (HutangPayment & { nama_customer: string; nik: string })[]; count: number }> {
    const filters: (SQL | undefined)[] = [eq(hutangBayar.kode_toko, kodeToko)];
    if (query.status_valid) filters.push(eq(hutangBayar.status_valid, query.status_valid));
    if (query.status_valid === 'OPEN') filters.push(eq(hutangBayar.status, 'OK'));
    if (query.search?.trim()) {
      const pattern = containsPattern(query.search.trim());
      filters.push(
        or(
          sql`${hutangBayar.no_bayar} ilike ${pattern}`,
          sql`${hutangBayar.no_hutang} ilike ${pattern}`,
          sql`${hutang.nama_customer} ilike ${pattern}`,
          sql`${hutang.nik} ilike ${pattern}`,
        ),
      );
    }
    const where = and(...filters);
    const joined = eq(hutang.no_hutang, hutangBayar.no_hutang);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ payment: hutangBayar, nama_customer: hutang.nama_customer, nik: hutang.nik })
        .from(hutangBayar)
        .innerJoin(hutang, joined)
        .where(where)
        .orderBy(desc(hutangBayar.no_bayar))
        .offset(query.skip)
        .limit(query.limit),
      tx.select({ value: count() }).from(hutangBayar).innerJoin(hutang, joined).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.payment, nama_customer: row.nama_customer, nik: row.nik })),
      count: total?.value ?? 0,
    };
  },

  async updatePayments(tx: DbOrTx, nos: readonly string[], set: Partial<typeof hutangBayar.$inferInsert>) {
    await tx
      .update(hutangBayar)
      .set(set)
      .where(inArray(hutangBayar.no_bayar, [...nos]));
  },
};
