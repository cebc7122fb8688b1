import { addDays, DELETE_CALLS, DELETE_TYPES, type DeleteResult, type DeleteType } from '@toko/shared';
import fc from 'fast-check';
import { importRows } from '../../test/import-client.ts';
import { type BooksCommand, type BooksReal, expectRefused, ok, pick } from './book-steps.ts';
import type { ShopModel } from './shop-model.ts';

let files = 0;

/** One visit's lines of an old system's file, dated `tanggal`, of pieces no tray holds. */
function documentRows(kind: 'penjualan' | 'pembelian', tanggal: string, prices: number[], real: BooksReal) {
  const no = `IMP-${kind === 'penjualan' ? 'FJ' : 'FB'}-${real.key()}`;
  const common = {
    no_faktur_group: no,
    tgl_system: tanggal,
    kode_sales: 'S01',
    nama_customer: 'PELANGGAN LAMA',
    input_by: 'KASIR LAMA',
    kode_group: '750',
    kode_dept: 'CC',
    nama_barang: 'CINCIN LAMA',
    berat: '2.000',
  };
  return prices.map((harga, n) =>
    kind === 'penjualan'
      ? {
          ...common,
          no_faktur_jual: `${no}-${n + 1}`,
          status_valid: 'DONE',
          jam: '10:00:00',
          kode_gudang: 'TOKO',
          kode_baki: 'LT17',
          // Barcodes of an old system's pieces long gone: never one of this shop's trays.
          kode_barcode: `9${String(++files).padStart(7, '0')}`,
          harga_jual: String(harga),
          harga_gram: '1480000',
          harga_total: String(harga),
          status_kembali: 'OPEN',
          cash_rp: String(harga),
        }
      : {
          ...common,
          no_faktur_beli: `${no}-${n + 1}`,
          kode_gudang: 'BELI',
          harga: String(harga),
          kondisi: 'MULUS',
          type_kondisi: 'PERSENTASE',
        },
  );
}

/**
 * Import Data of an old system's sales or buybacks: history only (decision 024), so neither
 * stock nor money moves, and the day's reports still agree with the ledgers. Sent twice (the
 * second time creates nothing). A file with a row after the business date is refused as it
 * arrives, and nothing of it lands.
 */
class ImportDocuments implements BooksCommand {
  constructor(
    readonly kind: 'penjualan' | 'pembelian',
    readonly prices: number[],
    readonly late: boolean,
  ) {}
  check = () => true;
  async run(model: ShopModel, real: BooksReal) {
    const rows = documentRows(this.kind, model.tanggal, this.prices, real);
    if (this.late) {
      const late = documentRows(this.kind, '2099-01-01', [1_000], real);
      const run = await importRows(real.t, real.owner, this.kind, [...rows, ...late]);
      if (run.response.statusCode !== 400) {
        throw new Error(
          `impor ${this.kind} berbaris terlambat: ${run.response.statusCode} ${run.response.body}`,
        );
      }
      const landed = await real.t.call('GET', `${this.kind}/${rows[0]?.no_faktur_group}`, real.owner);
      if (landed.statusCode !== 404) throw new Error(`impor yang ditolak tetap mendarat: ${landed.body}`);
    } else {
      for (const [round, baru] of [
        [1, rows.length],
        [2, 0],
      ] as const) {
        const run = await importRows(real.t, real.owner, this.kind, rows);
        if (run.job?.status !== 'SELESAI' || run.job.baru !== baru) {
          throw new Error(`impor ${this.kind} ke-${round}: ${run.response.body} ${JSON.stringify(run.job)}`);
        }
      }
    }
    await real.verify(model);
  }
  toString = () =>
    `Impor${this.kind === 'penjualan' ? 'Jual' : 'Beli'}(${this.prices.join('+')}${this.late ? ', baris terlambat' : ''})`;
}

/**
 * What a delete of the period's sales takes from the model: the receipts of the pieces sold then,
 * so those can no longer be bought back by scanning (decision 025), and the sales this model
 * knew. Answers the pieces that lost their receipt.
 */
function forgetSales(model: ShopModel, from: string, to: string): string[] {
  const within = (day: string | undefined) => day !== undefined && from <= day && day <= to;
  const receiptless = [...model.own].filter((barcode) => within(model.pieces.get(barcode)?.soldOn));
  for (const barcode of receiptless) {
    const piece = model.pieces.get(barcode);
    if (piece) piece.soldOn = undefined;
  }
  for (const [barcode, sale] of model.sales) if (within(sale.tanggal)) model.sales.delete(barcode);
  for (const buyback of model.buybacks.values()) {
    if (within(buyback.soldAt.soldOn)) buyback.soldAt.soldOn = undefined;
    if (within(buyback.sale?.tanggal)) buyback.sale = undefined;
  }
  return receiptless.sort();
}

/**
 * Delete Data of a period of closed days (`back` days before the open day, `span` more days
 * long): counted first, then deleted, the two answering the same rows. The books built from
 * those documents stay (stock, balances, the till) and must still balance; the books check
 * learns the period from the audit row. Deleted sales take their pieces' receipts: a buyback
 * by scanning one must be refused. A period reaching the open day must be refused, writing nothing.
 */
class DeleteData implements BooksCommand {
  constructor(
    readonly type: DeleteType,
    readonly back: number,
    readonly span: number,
    readonly openDay: boolean,
  ) {}
  check = () => true;
  async run(model: ShopModel, real: BooksReal) {
    const path = DELETE_CALLS[this.type];
    const to = this.openDay ? model.tanggal : this.lastDay(model);
    const period = { tgl_from: addDays(to, -this.span), tgl_to: to };
    if (this.openDay) {
      await expectRefused(real, path, { ...period, konfirmasi: true });
      await real.verify(model);
      return;
    }
    const counted = await ok<DeleteResult>(real, 'POST', path, { ...period, konfirmasi: false });
    const deleted = await ok<DeleteResult>(real, 'POST', path, { ...period, konfirmasi: true });
    if (JSON.stringify(deleted.rincian) !== JSON.stringify(counted.rincian)) {
      throw new Error(
        `${path}: dihitung ${JSON.stringify(counted.rincian)}, dihapus ${JSON.stringify(deleted.rincian)}`,
      );
    }
    if (this.type === 'PENJUALAN') {
      const [receiptless] = forgetSales(model, period.tgl_from, period.tgl_to);
      if (receiptless) {
        const nota = await real.t.call('GET', `pembelian/nota/${receiptless}`, real.owner);
        if (nota.statusCode < 400 || nota.statusCode >= 500) {
          throw new Error(
            `nota ${receiptless} penjualannya sudah dihapus, dijawab ${nota.statusCode} ${nota.body}`,
          );
        }
      }
    }
    await real.verify(model);
  }
  /**
   * The period's last day: `back` days before the open day; for sales, one of the closed days this
   * sequence sold on where there is one, so that a delete takes receipts a buyback would scan.
   */
  private lastDay(model: ShopModel): string {
    const soldDays = new Set(
      [...model.own].map((barcode) => model.pieces.get(barcode)?.soldOn).filter((day) => day !== undefined),
    );
    const closed = [...soldDays].filter((day) => day < model.tanggal).sort();
    if (this.type === 'PENJUALAN' && closed.length > 0) return pick(closed, this.back);
    return addDays(model.tanggal, -this.back);
  }
  toString = () =>
    `HapusData(${this.type}, ${this.openDay ? 'hari berjalan' : `#${this.back}, ${this.span + 1} hari`})`;
}

/** Files of the old system: documents imported as history; periods of closed days deleted. */
export const DATA_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
  fc
    .tuple(
      fc.constantFrom(...DELETE_TYPES),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 0, max: 3 }),
      // One delete in five reaches into the open day.
      fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    )
    .map(([type, back, span, openDay]) => new DeleteData(type, back, span, openDay)),
  fc
    .tuple(
      fc.constantFrom('penjualan' as const, 'pembelian' as const),
      fc.array(
        fc.integer({ min: 1, max: 20_000 }).map((n) => n * 1_000),
        { minLength: 1, maxLength: 3 },
      ),
      fc.boolean(),
    )
    .map(([kind, prices, late]) => new ImportDocuments(kind, prices, late)),
];
