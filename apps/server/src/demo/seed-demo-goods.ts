import { gramsToMilligrams } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { nextBarcode, nextReceiptNumber } from '../counter/receipt-numbers.ts';
import type { DbOrTx } from '../db/client.ts';
import { barang } from '../db/schema/index.ts';
import { recordMovement } from '../modules/goods/stock-ledger.ts';

type DemoPiece = [group: string, jenis: string, baki: string, nama: string, berat: string, ongkos: number];

/** What a small shop's showcases hold: rings, pendants and necklaces, each piece on its own barcode. */
const DEMO_PIECES: DemoPiece[] = [
  ['750', 'CC', 'CC01', 'CINCIN POLOS', '2.150', 45_000],
  ['750', 'CC', 'CC01', 'CINCIN MATA SATU', '2.875', 60_000],
  ['750', 'CC', 'CC01', 'CINCIN UKIR BUNGA', '3.120', 60_000],
  ['750', 'CC', 'CC01', 'CINCIN KAWIN', '4.005', 50_000],
  ['750', 'CC', 'CC01', 'CINCIN ANAK', '1.230', 40_000],
  ['750', 'CC', 'CC01', 'CINCIN RANTAI', '2.640', 55_000],
  ['750', 'LT', 'LT17', 'LIONTIN HATI', '1.540', 50_000],
  ['750', 'LT', 'LT17', 'LIONTIN HURUF A', '1.215', 50_000],
  ['750', 'LT', 'LT17', 'LIONTIN BINTANG', '0.985', 45_000],
  ['750', 'LT', 'LT17', 'LIONTIN KUPU', '1.760', 50_000],
  ['750', 'LT', 'LT17', 'LIONTIN SALIB', '2.010', 50_000],
  ['700', 'KL', 'KLDLM', 'KALUNG RANTAI ITALY', '8.450', 35_000],
  ['700', 'KL', 'KLDLM', 'KALUNG NORI', '10.120', 35_000],
  ['700', 'KL', 'KLDLM', 'KALUNG SINGAPUR', '5.335', 35_000],
  ['700', 'KL', 'KLDLM', 'KALUNG KOREA', '6.780', 35_000],
  ['700', 'GL', 'KLDLM', 'GELANG RANTAI', '7.215', 40_000],
];

/**
 * Demo stock for a shop that has none yet: the pieces enter their trays through the
 * same ledger as real ones (a `tambah` movement each), so Data Barang, Timbang Baki
 * and the balances agree from the first start.
 */
export async function seedDemoGoods(tx: DbOrTx, kodeToko: string, tglSystem: string): Promise<void> {
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(barang)
    .where(eq(barang.kode_toko, kodeToko));
  if ((existing?.n ?? 0) > 0) return;
  const noRef = await nextReceiptNumber(tx, kodeToko, 'TB', tglSystem);
  for (const [group, jenis, baki, nama, berat, ongkos] of DEMO_PIECES) {
    const kodeBarcode = await nextBarcode(tx);
    const milligrams = gramsToMilligrams(berat);
    await tx.insert(barang).values({
      kode_toko: kodeToko,
      kode_barcode: kodeBarcode,
      kode_group: group,
      kode_dept: jenis,
      kode_gudang: 'TOKO',
      kode_baki: baki,
      nama_barang: nama,
      berat: milligrams,
      berat_asli: milligrams,
      kadar: group === '700' ? '70' : '75',
      kadar_cetak: group,
      ongkos_type: 'GRAM',
      ongkos,
      stock: 1,
      tgl_masuk: tglSystem,
      created_by: 'DEMO',
      updated_by: 'DEMO',
    });
    await recordMovement(tx, {
      kodeToko,
      tanggal: tglSystem,
      kodeBarcode,
      kodeGudang: 'TOKO',
      kodeBaki: baki,
      kolom: 'tambah',
      stock: 1,
      berat: milligrams,
      noRef,
      keterangan: 'DATA DEMO',
      userId: 'DEMO',
    });
  }
}
