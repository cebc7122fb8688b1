import { columnSign, type MovementColumn } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import type { DbOrTx } from '../../db/client.ts';
import { barangMutasi, barangSaldo } from '../../db/schema/index.ts';

export interface Movement {
  kodeToko: string;
  /** The shop's business date, never the clock. */
  tanggal: string;
  kodeBarcode: string;
  kodeGudang: string;
  kodeBaki: string;
  kolom: MovementColumn;
  stock: number;
  /** Milligrams. */
  berat: number;
  noRef: string;
  keterangan?: string;
  userId: string;
}

const COLUMNS: readonly MovementColumn[] = ['in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'];

/**
 * Writes one stock movement and adds it to that day's balance row of the piece's
 * place, in the caller's transaction. The balance table's CHECK constraints refuse
 * any row where akhir does not follow from the other columns.
 */
export async function recordMovement(tx: DbOrTx, movement: Movement): Promise<void> {
  if (!COLUMNS.includes(movement.kolom)) throw new Error(`kolom mutasi tidak dikenal: ${movement.kolom}`);
  if (!Number.isSafeInteger(movement.stock) || !Number.isSafeInteger(movement.berat)) {
    throw new RangeError('Jumlah dan berat mutasi harus bilangan bulat (miligram)');
  }
  await tx.insert(barangMutasi).values({
    kode_toko: movement.kodeToko,
    tanggal: movement.tanggal,
    kode_barcode: movement.kodeBarcode,
    kode_gudang: movement.kodeGudang,
    kode_baki: movement.kodeBaki,
    kolom: movement.kolom,
    stock: movement.stock,
    berat: movement.berat,
    no_ref: movement.noRef,
    keterangan: movement.keterangan ?? '',
    created_by: movement.userId,
  });

  const sign = columnSign(movement.kolom);
  const stockColumn = `stock_${movement.kolom}`;
  const beratColumn = `berat_${movement.kolom}`;
  await tx
    .insert(barangSaldo)
    .values({
      kode_toko: movement.kodeToko,
      tanggal: movement.tanggal,
      kode_barcode: movement.kodeBarcode,
      kode_gudang: movement.kodeGudang,
      kode_baki: movement.kodeBaki,
      [stockColumn]: movement.stock,
      [beratColumn]: movement.berat,
      stock_akhir: sign * movement.stock,
      berat_akhir: sign * movement.berat,
    })
    .onConflictDoUpdate({
      target: [
        barangSaldo.kode_toko,
        barangSaldo.tanggal,
        barangSaldo.kode_barcode,
        barangSaldo.kode_gudang,
        barangSaldo.kode_baki,
      ],
      // Column names come from the fixed list above, never from input.
      set: {
        [stockColumn]: sql.raw(`barang_saldo.${stockColumn} + excluded.${stockColumn}`),
        [beratColumn]: sql.raw(`barang_saldo.${beratColumn} + excluded.${beratColumn}`),
        stock_akhir: sql.raw('barang_saldo.stock_akhir + excluded.stock_akhir'),
        berat_akhir: sql.raw('barang_saldo.berat_akhir + excluded.berat_akhir'),
      },
    });
}

/** The balance rows of one shop and day (reports and tests read them). */
export function balanceRows(tx: DbOrTx, kodeToko: string, tanggal: string) {
  return tx
    .select()
    .from(barangSaldo)
    .where(and(eq(barangSaldo.kode_toko, kodeToko), eq(barangSaldo.tanggal, tanggal)));
}

/**
 * Closing: today's balances are frozen as they are and tomorrow opens with
 * `awal = akhir` for every place still holding stock or weight.
 */
export const stockClosingStep: ClosingStep = {
  key: 'stok-barang',
  phase: 'stok',
  label: 'Menyalin saldo barang ke hari berikutnya',
  rollForward: async (ctx) => {
    // One pass over the day's rows: the openings seeded for tomorrow, summed as they are
    // written, are today's closing totals (a place left empty adds nothing either way; only
    // the closing writes an awal, so a row of tomorrow already there opened at zero).
    const result = (await ctx.tx.execute(sql`
      with seeded as (
        insert into barang_saldo (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki, stock_awal, berat_awal, stock_akhir, berat_akhir)
        select kode_toko, ${ctx.tglSystemBaru}, kode_barcode, kode_gudang, kode_baki, stock_akhir, berat_akhir, stock_akhir, berat_akhir
        from barang_saldo
        where kode_toko = ${ctx.kodeToko} and tanggal = ${ctx.tglSystem} and (stock_akhir <> 0 or berat_akhir <> 0)
        on conflict (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki) do update set
          stock_awal = barang_saldo.stock_awal + excluded.stock_awal,
          berat_awal = barang_saldo.berat_awal + excluded.berat_awal,
          stock_akhir = barang_saldo.stock_akhir + excluded.stock_akhir,
          berat_akhir = barang_saldo.berat_akhir + excluded.berat_akhir
        returning stock_awal, berat_awal)
      select coalesce(sum(stock_awal), 0)::int as stock_akhir, coalesce(sum(berat_awal), 0)::int as berat_akhir
      from seeded`)) as unknown as { rows: { stock_akhir: number; berat_akhir: number }[] };
    const totals = result.rows[0];
    ctx.summary.stok_barang = totals;
  },
};
