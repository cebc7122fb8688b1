import {
  type Barang,
  milligramsToGrams,
  type PageQuery,
  type PageResult,
  type PenerimaanBarangHeader,
  type penerimaanBarangSchema,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db } from '../../db/client.ts';
import type { GoodsService } from './goods.service.ts';
import { penerimaanBarangRepository } from './penerimaan-barang.repository.ts';
import { totalBerat } from './scanned-pieces.ts';

type Penerimaan = z.infer<typeof penerimaanBarangSchema>;

/**
 * Penerimaan Barang: goods arriving from a supplier or the head office on one
 * document. Every line becomes a piece in a tray (`tambah`) under the PN number.
 */
export function createPenerimaanBarangService(deps: { db: Db; goods: GoodsService }) {
  const { db, goods } = deps;

  return {
    async terima(actor: DayActor, input: Penerimaan): Promise<{ no_terima: string; items: Barang[] }> {
      await goods.checkItems(actor.kodeToko, input.items);
      const { noTerima, created } = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const noTerima = await nextReceiptNumber(tx, actor.kodeToko, 'PN', actor.tglSystem);
        const created = await goods.addPieces(tx, actor, input.items, noTerima);
        await penerimaanBarangRepository.insert(tx, {
          no_terima: noTerima,
          kode_toko: actor.kodeToko,
          tgl_system: actor.tglSystem,
          sumber: input.sumber,
          nama_supplier: input.nama_supplier,
          no_faktur_supplier: input.no_faktur_supplier,
          keterangan: input.keterangan,
          jumlah: created.reduce((sum, row) => sum + row.stock, 0),
          berat: totalBerat(created),
          created_by: actor.userId,
        });
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'PENERIMAAN_BARANG',
          entity: 'penerimaan_barang',
          entityId: noTerima,
          after: {
            sumber: input.sumber,
            nama_supplier: input.nama_supplier,
            barcodes: created.map((row) => row.kode_barcode),
          },
        });
        return { noTerima, created };
      });
      const items = await Promise.all(
        created.map((row) => goods.byBarcode(actor.kodeToko, row.kode_barcode)),
      );
      return { no_terima: noTerima, items };
    },

    async page(kodeToko: string, query: PageQuery): Promise<PageResult<PenerimaanBarangHeader>> {
      const { rows, count } = await penerimaanBarangRepository.page(db, kodeToko, query);
      return {
        data: rows.map((row) => ({
          no_terima: row.no_terima,
          tgl_system: row.tgl_system,
          sumber: row.sumber,
          nama_supplier: row.nama_supplier,
          no_faktur_supplier: row.no_faktur_supplier,
          keterangan: row.keterangan,
          jumlah: row.jumlah,
          berat: milligramsToGrams(row.berat),
          created_by: row.created_by,
        })),
        count,
      };
    },
  };
}

export type PenerimaanBarangService = ReturnType<typeof createPenerimaanBarangService>;
