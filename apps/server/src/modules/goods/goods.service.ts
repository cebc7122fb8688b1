import {
  type Barang,
  type BarangQuery,
  badRequest,
  type barangEditSchema,
  conflict,
  gramsToMilligrams,
  milligramsToGrams,
  notFound,
  type PageResult,
  type ScannedPiece,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import { nextBarcode, nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { type AtributRow, barangRepository } from './barang.repository.ts';
import { checkNewItems, type NewItem, registerBarangUsages } from './barang-masters.ts';
import { addBoughtPiece, receiveSoldPiece, undoBoughtPiece } from './bought-pieces.ts';
import { type BarangRow, lockScannedPieces } from './scanned-pieces.ts';
import { recordMovement } from './stock-ledger.ts';
import { firstActiveTray } from './trays.ts';

type BarangEdit = z.infer<typeof barangEditSchema>;

const mg = (grams: number) => gramsToMilligrams(grams.toFixed(3));

function toBarang(row: BarangRow, atribut: AtributRow[], photoUrl: string | null): Barang {
  return {
    id: row.id,
    kode_barcode: row.kode_barcode,
    kode_barang: row.kode_barang,
    kode_group: row.kode_group,
    kode_dept: row.kode_dept,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    nama_barang: row.nama_barang,
    berat: milligramsToGrams(row.berat),
    berat_asli: milligramsToGrams(row.berat_asli),
    berat_plastik: milligramsToGrams(row.berat_plastik),
    kadar: Number(row.kadar),
    kadar_cetak: row.kadar_cetak,
    ongkos_type: row.ongkos_type,
    ongkos: row.ongkos,
    harga_beli: row.harga_beli,
    no_pesanan: row.no_pesanan,
    stock: row.stock,
    status: row.status,
    tujuan_sortir: row.tujuan_sortir,
    tgl_masuk: row.tgl_masuk,
    photo_url: photoUrl,
    atribut: atribut
      .filter((item) => item.barang_id === row.id)
      .map((item) => ({
        nama_atribut: item.nama_atribut,
        berat_atribut: milligramsToGrams(item.berat_atribut),
        harga_atribut: item.harga_atribut,
      })),
  };
}

/** A line of a sale as the ledger needs it. */
export interface SaleMovementLine {
  kodeBarcode: string;
  kodeGudang: string;
  kodeBaki: string;
  stock: number;
  /** Milligrams. */
  berat: number;
  noRef: string;
}

function saleMovement(tx: DbOrTx, actor: DayActor, line: SaleMovementLine, sign: 1 | -1) {
  // A cancellation books a negative `jual`: the day's sold column nets out and akhir is restored.
  return recordMovement(tx, {
    kodeToko: actor.kodeToko,
    tanggal: actor.tglSystem,
    kodeBarcode: line.kodeBarcode,
    kodeGudang: line.kodeGudang,
    kodeBaki: line.kodeBaki,
    kolom: 'jual',
    stock: sign * line.stock,
    berat: sign * line.berat,
    noRef: line.noRef,
    keterangan: sign < 0 ? 'BATAL PENJUALAN' : '',
    userId: actor.userId,
  });
}

/**
 * Told, inside the adding transaction, that a piece was made for a customer's order: the
 * orders area registers it (goods knows nothing of orders but their number) and refuses
 * a number that is not an order of the shop waiting for its piece.
 */
export type OrderPieceHandler = (
  tx: DbOrTx,
  actor: DayActor,
  piece: { noPesanan: string; kodeBarcode: string },
) => Promise<void>;

/**
 * Items of the shop: adding pieces to trays (each with a new barcode and a
 * `tambah` movement), and the server-paged list of Data Barang.
 */
export function createGoodsService(deps: {
  db: Db;
  masterData: MasterDataService;
  /** Where a stored file is served (the photo of a piece). */
  fileUrl: (key: string) => string;
}) {
  const { db, masterData, fileUrl } = deps;
  const orderPieces: OrderPieceHandler[] = [];

  registerBarangUsages(masterData);
  const checkItems = (kodeToko: string, items: NewItem[]) => checkNewItems(masterData, kodeToko, items);

  async function withAtribut(tx: DbOrTx, rows: BarangRow[]): Promise<Barang[]> {
    if (rows.length === 0) return [];
    const atribut = await barangRepository.stonesOf(
      tx,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toBarang(
        row,
        atribut,
        row.photo_path ? `${fileUrl(row.photo_path)}?v=${row.updated_at.getTime()}` : null,
      ),
    );
  }

  /** Inserts new pieces with new barcodes and their `tambah` movements, in the caller's transaction. */
  async function addPieces(tx: DbOrTx, actor: DayActor, items: NewItem[], noRef: string) {
    const created: BarangRow[] = [];
    for (const item of items) {
      const kodeBarcode = await nextBarcode(tx);
      const row = await barangRepository.insertPiece(tx, {
        kode_toko: actor.kodeToko,
        kode_barcode: kodeBarcode,
        kode_barang: item.kode_barang,
        kode_group: item.kode_group,
        kode_dept: item.kode_dept,
        kode_gudang: item.kode_gudang,
        kode_baki: item.kode_baki,
        nama_barang: item.nama_barang,
        berat: mg(item.berat),
        berat_asli: mg(item.berat),
        berat_plastik: mg(item.berat_plastik),
        kadar: String(item.kadar),
        kadar_cetak: item.kadar_cetak,
        ongkos_type: item.ongkos_type,
        ongkos: item.ongkos,
        harga_beli: item.harga_beli,
        stock: item.jumlah,
        no_pesanan: item.no_pesanan || null,
        tgl_masuk: actor.tglSystem,
        created_by: actor.userId,
        updated_by: actor.userId,
      });
      if (!row) throw new Error('barang tidak tersimpan');
      await insertAtribut(tx, row.id, item.atribut);
      await recordMovement(tx, {
        kodeToko: actor.kodeToko,
        tanggal: actor.tglSystem,
        kodeBarcode,
        kodeGudang: item.kode_gudang,
        kodeBaki: item.kode_baki,
        kolom: 'tambah',
        stock: item.jumlah,
        berat: mg(item.berat),
        noRef,
        userId: actor.userId,
      });
      if (item.no_pesanan) await madeForOrder(tx, actor, item, kodeBarcode);
      created.push(row);
    }
    return created;
  }

  /** A piece made for an order is one piece, and its order must take it (DONE). */
  async function madeForOrder(tx: DbOrTx, actor: DayActor, item: NewItem, kodeBarcode: string) {
    if (item.jumlah !== 1) throw badRequest(TEXTS.pesanan.barangSatu(item.no_pesanan));
    if (orderPieces.length === 0) throw notFound(TEXTS.pesanan.tidakDikenal(item.no_pesanan));
    for (const handler of orderPieces) await handler(tx, actor, { noPesanan: item.no_pesanan, kodeBarcode });
  }

  async function insertAtribut(tx: DbOrTx, barangId: number, atribut: NewItem['atribut']) {
    if (atribut.length === 0) return;
    await barangRepository.insertStones(
      tx,
      atribut.map((item) => ({
        barang_id: barangId,
        nama_atribut: item.nama_atribut.toUpperCase(),
        berat_atribut: mg(item.berat_atribut),
        harga_atribut: item.harga_atribut,
      })),
    );
  }

  async function findOwn(tx: DbOrTx, kodeToko: string, id: number): Promise<BarangRow> {
    const row = await barangRepository.pieceById(tx, kodeToko, id);
    if (!row) throw notFound('Barang tidak ditemukan');
    return row;
  }

  return {
    checkItems,
    addPieces,
    /** The orders area's hook: a piece added with a `no_pesanan` completes that order. */
    onOrderPiece(handler: OrderPieceHandler) {
      orderPieces.push(handler);
    },
    // Buybacks (pembelian) bring gold into gudang BELI and take it out again when cancelled.
    receiveSoldPiece,
    addBoughtPiece,
    undoBoughtPiece,
    firstActiveTray: (kodeToko: string, kodeGudang: string) =>
      firstActiveTray(masterData, kodeToko, kodeGudang),

    async tambah(actor: DayActor, items: NewItem[]): Promise<{ no_ref: string; items: Barang[] }> {
      // Masters are read outside the write transaction: on PGlite, touching `db` inside one hangs it.
      await checkItems(actor.kodeToko, items);
      return db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const noRef = await nextReceiptNumber(tx, actor.kodeToko, 'TB', actor.tglSystem);
        const created = await addPieces(tx, actor, items, noRef);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'TAMBAH_BARANG',
          entity: 'barang',
          entityId: noRef,
          after: created.map((row) => row.kode_barcode),
        });
        return { no_ref: noRef, items: await withAtribut(tx, created) };
      });
    },

    /** One piece of the shop by barcode, whatever its status (screens decide what they accept). */
    async byBarcode(kodeToko: string, kodeBarcode: string): Promise<Barang> {
      const row = await barangRepository.pieceByBarcode(db, kodeToko, kodeBarcode);
      if (!row) throw notFound(`Barang ${kodeBarcode} tidak ditemukan di toko ini`);
      const [item] = await withAtribut(db, [row]);
      if (!item) throw notFound(`Barang ${kodeBarcode} tidak ditemukan di toko ini`);
      return item;
    },

    /** Descriptive fields only: the place moves through Pindah, weight and stock never by hand. */
    async edit(actor: DayActor, id: number, input: BarangEdit): Promise<Barang> {
      return db.transaction(async (tx) => {
        const before = await findOwn(tx, actor.kodeToko, id);
        const row = await barangRepository.setDescription(
          tx,
          id,
          {
            nama_barang: input.nama_barang,
            kode_barang: input.kode_barang,
            kadar: String(input.kadar),
            kadar_cetak: input.kadar_cetak,
            ongkos_type: input.ongkos_type,
            ongkos: input.ongkos,
            harga_beli: input.harga_beli,
          },
          actor.userId,
        );
        if (!row) throw notFound('Barang tidak ditemukan');
        await barangRepository.deleteStonesOf(tx, id);
        await insertAtribut(tx, id, input.atribut);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'EDIT_BARANG',
          entity: 'barang',
          entityId: row.kode_barcode,
          before: {
            nama_barang: before.nama_barang,
            kode_barang: before.kode_barang,
            kadar: before.kadar,
            kadar_cetak: before.kadar_cetak,
            ongkos_type: before.ongkos_type,
            ongkos: before.ongkos,
            harga_beli: before.harga_beli,
          },
          after: input,
        });
        const [item] = await withAtribut(tx, [row]);
        if (!item) throw notFound('Barang tidak ditemukan');
        return item;
      });
    },

    /** Sets the photo of a piece; answers the path it had, so the caller can remove that file. */
    async setPhotoPath(
      actor: DayActor | { kodeToko: string; userId: string },
      id: number,
      path: string | null,
    ) {
      return db.transaction(async (tx) => {
        const before = await findOwn(tx, actor.kodeToko, id);
        await barangRepository.setPhotoPath(tx, id, path, actor.userId);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: path ? 'UPLOAD_IMAGE' : 'DELETE_IMAGE',
          entity: 'barang',
          entityId: before.kode_barcode,
          before: { photo_path: before.photo_path },
          after: { photo_path: path },
        });
        return { kodeBarcode: before.kode_barcode, before: before.photo_path };
      });
    },

    /** The barcode of a piece of this shop (the photo's file name). */
    async barcodeOf(kodeToko: string, id: number): Promise<string> {
      return (await findOwn(db, kodeToko, id)).kode_barcode;
    },

    /**
     * Sales and deposits: the scanned pieces are held (status JUAL for a sale, TITIP for a
     * deposit) — nobody else can sell, move or send them; stock changes only when the
     * transaction is validated. `from: 'TITIP'` takes the pieces of a deposit being
     * collected. Answers the locked rows with their stones' total price.
     */
    async holdForSale(
      tx: DbOrTx,
      kodeToko: string,
      items: readonly ScannedPiece[],
      options: { hold?: 'JUAL' | 'TITIP'; from?: 'READY' | 'TITIP'; order?: string } = {},
    ) {
      return lockScannedPieces(tx, kodeToko, items, {
        leaving: true,
        status: options.from,
        order: options.order,
        hold: options.hold ?? 'JUAL',
      });
    },

    /**
     * Held pieces change place (a validated deposit puts them aside in gudang TITIP, a
     * cancelled one returns them): `out` where they are, `in` at the destination, and
     * the status they keep there.
     */
    async moveHeld(
      tx: DbOrTx,
      actor: DayActor,
      barcodes: readonly string[],
      tujuan: { kodeGudang: string; kodeBaki: string; status: 'TITIP' | 'READY' },
      noRef: string,
    ) {
      for (const kodeBarcode of barcodes) {
        const row = await barangRepository.lockPieceByBarcode(tx, actor.kodeToko, kodeBarcode);
        if (!row) throw notFound(`Barang ${kodeBarcode} tidak ditemukan di toko ini`);
        const common = {
          kodeToko: actor.kodeToko,
          tanggal: actor.tglSystem,
          kodeBarcode: row.kode_barcode,
          stock: row.stock,
          berat: row.berat,
          noRef,
          userId: actor.userId,
        };
        if (row.kode_gudang !== tujuan.kodeGudang || row.kode_baki !== tujuan.kodeBaki) {
          await recordMovement(tx, {
            ...common,
            kodeGudang: row.kode_gudang,
            kodeBaki: row.kode_baki,
            kolom: 'out',
          });
          await recordMovement(tx, {
            ...common,
            kodeGudang: tujuan.kodeGudang,
            kodeBaki: tujuan.kodeBaki,
            kolom: 'in',
          });
        }
        await barangRepository.setPlace(
          tx,
          row.id,
          { kode_gudang: tujuan.kodeGudang, kode_baki: tujuan.kodeBaki, status: tujuan.status },
          actor.userId,
        );
      }
    },

    /** Where the shop's pieces lie now, by barcode (documents that hold pieces show it). */
    async placesOf(tx: DbOrTx, kodeToko: string, barcodes: readonly string[]) {
      const rows = await barangRepository.placesOf(tx, kodeToko, barcodes);
      return new Map(rows.map((row) => [row.kode_barcode, row]));
    },

    /** Pieces held by a transaction that will not happen go back on sale where they lie. */
    async releaseHeld(tx: DbOrTx, kodeToko: string, barcodes: readonly string[]) {
      if (barcodes.length === 0) return;
      await barangRepository.releaseHeld(tx, kodeToko, barcodes);
    },

    /**
     * The pieces of this shop with their stones' total price, read without locks: the
     * sales screen's first look (whether otorisasi is needed) before the write locks them.
     */
    async piecesForPricing(kodeToko: string, barcodes: readonly string[]) {
      return barangRepository.piecesForPricing(db, kodeToko, barcodes);
    },

    /** A validated sale takes the pieces out of stock: `jual` at the place they were sold from. */
    async completeSale(tx: DbOrTx, actor: DayActor, lines: SaleMovementLine[]) {
      for (const line of lines) {
        await saleMovement(tx, actor, line, 1);
        await barangRepository.markSold(tx, actor.kodeToko, line.kodeBarcode, actor.userId);
      }
    },

    /**
     * A cancelled sale puts the piece back where it was sold from, and takes its `jual` back.
     * Refused once the piece has come back another way (a buyback holds it in gudang BELI).
     */
    /**
     * A piece made for an order whose collecting sale was cancelled: no longer reserved, it
     * sells like any other (decision 018). Audited, since it changes who may take the piece.
     */
    async releaseOrderPiece(tx: DbOrTx, actor: DayActor, kodeBarcode: string) {
      await barangRepository.forgetOrder(tx, actor.kodeToko, kodeBarcode, actor.userId);
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'LEPAS_BARANG_PESANAN',
        entity: 'barang',
        entityId: kodeBarcode,
        after: { no_pesanan: null },
      });
    },
    async returnSale(tx: DbOrTx, actor: DayActor, lines: SaleMovementLine[]) {
      for (const line of lines) {
        const status = await barangRepository.lockStatusOfPiece(tx, actor.kodeToko, line.kodeBarcode);
        if (status !== 'TERJUAL') {
          throw conflict(
            `Barang ${line.kodeBarcode} tidak lagi berstatus terjual (status ${status ?? '-'}): batalkan transaksi yang memprosesnya dahulu`,
          );
        }
        await saleMovement(tx, actor, line, -1);
        await barangRepository.putBackOnSale(
          tx,
          actor.kodeToko,
          line.kodeBarcode,
          { stock: line.stock, kode_gudang: line.kodeGudang, kode_baki: line.kodeBaki },
          actor.userId,
        );
      }
    },

    async page(kodeToko: string, query: BarangQuery): Promise<PageResult<Barang>> {
      const { rows, count } = await barangRepository.page(db, kodeToko, query);
      return { data: await withAtribut(db, rows), count };
    },
  };
}

export type GoodsService = ReturnType<typeof createGoodsService>;
