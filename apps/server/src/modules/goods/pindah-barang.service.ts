import {
  badRequest,
  conflict,
  GUDANG_BELI,
  type IsiBaki,
  milligramsToGrams,
  type pindahBarangSchema,
  type pindahSatuBakiSchema,
  STATUS_TUJUAN_SORTIR,
  type sortirPembelianSchema,
  TEXTS,
  type TujuanSortir,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { barangRepository } from './barang.repository.ts';
import { STATUS_BELI } from './bought-pieces.ts';
import { type BarangRow, lockScannedPieces, totalBerat } from './scanned-pieces.ts';
import { recordMovement } from './stock-ledger.ts';

type Pindah = z.infer<typeof pindahBarangSchema>;
type PindahSatuBaki = z.infer<typeof pindahSatuBakiSchema>;
type Sortir = z.infer<typeof sortirPembelianSchema>;
export type Tujuan = { kode_gudang_tujuan: string; kode_baki_tujuan: string };

/**
 * One piece changes place: `out` where it was, `in` where it goes, and its row follows
 * (with a new status and sorting destination when sorting moves it). Refused when the
 * piece already lies in the destination tray.
 */
export async function movePiece(
  tx: DbOrTx,
  actor: DayActor,
  row: BarangRow,
  tujuan: Tujuan,
  noRef: string,
  sortir?: TujuanSortir,
): Promise<void> {
  if (row.kode_gudang === tujuan.kode_gudang_tujuan && row.kode_baki === tujuan.kode_baki_tujuan) {
    throw badRequest(`Barang ${row.kode_barcode} sudah berada di Baki ${tujuan.kode_baki_tujuan}`);
  }
  const common = {
    kodeToko: actor.kodeToko,
    tanggal: actor.tglSystem,
    kodeBarcode: row.kode_barcode,
    stock: row.stock,
    berat: row.berat,
    noRef,
    userId: actor.userId,
  };
  await recordMovement(tx, { ...common, kodeGudang: row.kode_gudang, kodeBaki: row.kode_baki, kolom: 'out' });
  await recordMovement(tx, {
    ...common,
    kodeGudang: tujuan.kode_gudang_tujuan,
    kodeBaki: tujuan.kode_baki_tujuan,
    kolom: 'in',
  });
  await barangRepository.setPlace(
    tx,
    row.id,
    {
      kode_gudang: tujuan.kode_gudang_tujuan,
      kode_baki: tujuan.kode_baki_tujuan,
      ...(sortir ? { status: STATUS_TUJUAN_SORTIR[sortir], tujuan_sortir: sortir } : {}),
    },
    actor.userId,
  );
}

/**
 * Pindah Barang and Pindah Barang Satu Baki: pieces change place inside the shop,
 * `out` at the source and `in` at the destination, under one PB receipt.
 */
export function createPindahBarangService(deps: { db: Db; masterData: MasterDataService }) {
  const { db, masterData } = deps;

  /** The destination tray must exist, be active and lie in the destination gudang. */
  const checkTujuan = (kodeToko: string, input: Tujuan) =>
    masterData.activeTrayIn(kodeToko, input.kode_gudang_tujuan, input.kode_baki_tujuan);

  async function move(
    tx: DbOrTx,
    actor: DayActor,
    rows: BarangRow[],
    input: Tujuan,
    action: string,
    options: { type: 'PB' | 'SR'; sortir?: TujuanSortir } = { type: 'PB' },
  ) {
    const noRef = await nextReceiptNumber(tx, actor.kodeToko, options.type, actor.tglSystem);
    for (const row of rows) await movePiece(tx, actor, row, input, noRef, options.sortir);
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action,
      entity: 'barang',
      entityId: noRef,
      after: {
        barcodes: rows.map((row) => row.kode_barcode),
        tujuan: `${input.kode_gudang_tujuan}/${input.kode_baki_tujuan}`,
        ...(options.sortir ? { tujuan_sortir: options.sortir } : {}),
      },
    });
    return {
      no_ref: noRef,
      jumlah: rows.reduce((sum, row) => sum + row.stock, 0),
      berat: milligramsToGrams(totalBerat(rows)),
    };
  }

  return {
    async pindah(actor: DayActor, input: Pindah) {
      await checkTujuan(actor.kodeToko, input);
      return db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const rows = await lockScannedPieces(tx, actor.kodeToko, input.items, { leaving: false });
        return move(tx, actor, rows, input, 'PINDAH_BARANG');
      });
    },

    /**
     * Sortir Pembelian (DOMAIN.md §3): bought-back pieces leave gudang BELI for a tray of
     * their destination under one SR receipt: on sale again (JUAL, READY), out for
     * re-plating (SEPUHAN) or waiting to be melted (LEBUR, then Hancur).
     */
    async sortir(actor: DayActor, input: Sortir) {
      if (input.kode_gudang_tujuan === GUDANG_BELI) throw badRequest(TEXTS.sepuhan.tujuanBeli);
      await checkTujuan(actor.kodeToko, input);
      return db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const rows = await lockScannedPieces(tx, actor.kodeToko, input.items, {
          leaving: false,
          status: STATUS_BELI,
        });
        return move(tx, actor, rows, input, 'SORTIR_PEMBELIAN', { type: 'SR', sortir: input.tujuan_sortir });
      });
    },

    /**
     * Moves everything a tray holds. The count and weight the screen showed must
     * still be what the tray holds: a sale or move meanwhile makes the user look again.
     */
    async satuBaki(actor: DayActor, input: PindahSatuBaki) {
      if (input.kode_gudang === input.kode_gudang_tujuan && input.kode_baki === input.kode_baki_tujuan) {
        throw badRequest('Baki tujuan harus berbeda dengan baki asal');
      }
      await checkTujuan(actor.kodeToko, input);
      return db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const rows = await barangRepository.lockTrayPieces(
          tx,
          actor.kodeToko,
          input.kode_gudang,
          input.kode_baki,
        );
        if (rows.length === 0) throw badRequest(`Baki ${input.kode_baki} tidak berisi barang`);
        const jumlah = rows.reduce((sum, row) => sum + row.stock, 0);
        if (jumlah !== input.jumlah || totalBerat(rows) !== Math.round(input.berat * 1000)) {
          throw conflict(`Isi Baki ${input.kode_baki} sudah berubah, silahkan muat ulang`);
        }
        return move(tx, actor, rows, input, 'PINDAH_SATU_BAKI');
      });
    },

    async isiBaki(kodeToko: string, kodeGudang: string, kodeBaki: string): Promise<IsiBaki> {
      const contents = await barangRepository.trayContents(db, kodeToko, kodeGudang, kodeBaki);
      return { jumlah: contents.jumlah, berat: milligramsToGrams(contents.berat) };
    },
  };
}

export type PindahBarangService = ReturnType<typeof createPindahBarangService>;
