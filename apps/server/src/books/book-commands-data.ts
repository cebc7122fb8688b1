import fc from 'fast-check';
import { importRows } from '../../test/import-client.ts';
import type { BooksCommand, BooksReal } from './book-steps.ts';
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

/** Files of the old system: documents imported as history. */
export const DATA_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
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
