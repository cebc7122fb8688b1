import {
  badRequest,
  conflict,
  type importDataPusatSchema,
  type KirimBarangDoc,
  type kirimBarangQuerySchema,
  type kirimBarangSchema,
  masterResource,
  milligramsToGrams,
  notFound,
  type PageResult,
  type StatusKirim,
  type terimaBarangSchema,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate, lockBusinessDate } from '../../counter/business-day.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { barangRepository } from './barang.repository.ts';
import { type KirimBarangRow, kirimBarangRepository } from './kirim-barang.repository.ts';
import { dokumenLine, lockScannedPieces, totalBerat } from './scanned-pieces.ts';
import { recordMovement } from './stock-ledger.ts';

type Kirim = z.infer<typeof kirimBarangSchema>;
type Terima = z.infer<typeof terimaBarangSchema>;
type ImportPusat = z.infer<typeof importDataPusatSchema>;
type KirimQuery = z.infer<typeof kirimBarangQuerySchema>;
type Header = KirimBarangRow;

/** The head office: Import Data Pusat takes in its shipments without scanning piece by piece. */
export const KODE_TOKO_PUSAT = 'PST';

function toDoc(header: Header, items: KirimBarangDoc['items']): KirimBarangDoc {
  return {
    no_kirim: header.no_kirim,
    tgl_kirim: header.tgl_kirim,
    kode_toko_asal: header.kode_toko_asal,
    kode_toko_tujuan: header.kode_toko_tujuan,
    status: header.status as StatusKirim,
    keterangan: header.keterangan,
    jumlah: header.jumlah,
    berat: milligramsToGrams(header.berat),
    created_by: header.created_by,
    tgl_terima: header.tgl_terima,
    no_terima: header.no_terima,
    diterima_by: header.diterima_by,
    alasan_tolak: header.alasan_tolak,
    items,
  };
}

/**
 * Kirim Barang ke Cabang, Terima Barang and Import Data Pusat (DOMAIN.md §3): a
 * piece leaves the sender (`out`) and is in transit (status KIRIM, stock 0) until
 * the receiving shop takes it into one of its trays (`in` there) or refuses it
 * (`in` back at the sender's place). Both shops must be on the same business date.
 */
export function createKirimBarangService(deps: { db: Db; masterData: MasterDataService }) {
  const { db, masterData } = deps;

  async function otherShopDate(tx: DbOrTx, kodeToko: string, ownDate: string) {
    const date = await lockBusinessDate(tx, kodeToko);
    if (!date) throw badRequest(`Toko ${kodeToko} tidak ditemukan`);
    if (date !== ownDate) {
      throw badRequest(
        `Tanggal sistem Toko ${kodeToko} (${date}) berbeda dengan toko ini (${ownDate}), kirim/terima barang ditolak`,
      );
    }
  }

  async function lines(tx: DbOrTx, noKirims: string[]) {
    const rows = await kirimBarangRepository.linesOf(tx, noKirims);
    const byDoc = new Map<string, KirimBarangDoc['items']>();
    for (const row of rows) {
      const list = byDoc.get(row.detail.no_kirim) ?? [];
      list.push(
        dokumenLine(row.barang, {
          kode_gudang: row.detail.kode_gudang_asal,
          kode_baki: row.detail.kode_baki_asal,
          stock: row.detail.stock,
          berat: row.detail.berat,
        }),
      );
      byDoc.set(row.detail.no_kirim, list);
    }
    return byDoc;
  }

  async function doc(tx: DbOrTx, kodeToko: string, noKirim: string): Promise<KirimBarangDoc> {
    const header = await kirimBarangRepository.shipment(tx, noKirim);
    if (!header || (header.kode_toko_asal !== kodeToko && header.kode_toko_tujuan !== kodeToko)) {
      throw notFound(`Kiriman ${noKirim} tidak ditemukan`);
    }
    return toDoc(header, (await lines(tx, [noKirim])).get(noKirim) ?? []);
  }

  /** The shipment addressed to this shop, locked, still in transit. */
  async function lockIncoming(tx: DbOrTx, kodeToko: string, noKirim: string): Promise<Header> {
    const header = await kirimBarangRepository.lockShipment(tx, noKirim);
    if (!header || header.kode_toko_tujuan !== kodeToko) throw notFound(`Kiriman ${noKirim} tidak ditemukan`);
    if (header.status !== 'KIRIM') {
      throw conflict(`Kiriman ${noKirim} sudah ${header.status === 'TERIMA' ? 'diterima' : 'dibatalkan'}`);
    }
    return header;
  }

  async function lockDetails(tx: DbOrTx, header: Header) {
    const details = await kirimBarangRepository.details(tx, header.no_kirim);
    const pieces = await barangRepository.lockPiecesInTransit(
      tx,
      details.map((detail) => detail.kode_barcode),
    );
    const byBarcode = new Map(pieces.map((piece) => [piece.kode_barcode, piece]));
    return details.map((detail) => {
      const piece = byBarcode.get(detail.kode_barcode);
      if (!piece || piece.kode_toko !== header.kode_toko_asal || piece.status !== 'KIRIM') {
        throw conflict(`Barang ${detail.kode_barcode} tidak lagi dalam pengiriman ${header.no_kirim}`);
      }
      return { detail, piece };
    });
  }

  async function checkClassesExist(kodeToko: string, pieces: { kode_group: string; kode_dept: string }[]) {
    const [groups, jenises] = await Promise.all([
      masterData.listAll(masterResource('group'), kodeToko),
      masterData.listAll(masterResource('jenis'), kodeToko),
    ]);
    const groupCodes = new Set(groups.map((row) => String(row.kode_group)));
    const jenisCodes = new Set(jenises.map((row) => String(row.kode_dept)));
    for (const piece of pieces) {
      if (!groupCodes.has(piece.kode_group))
        throw badRequest(`Group ${piece.kode_group} belum ada di toko ini`);
      if (!jenisCodes.has(piece.kode_dept))
        throw badRequest(`Jenis ${piece.kode_dept} belum ada di toko ini`);
    }
  }

  async function receive(actor: DayActor, input: Terima, action: string): Promise<KirimBarangDoc> {
    // The receiving tray must be this shop's, active and in the chosen gudang.
    await masterData.activeTrayIn(actor.kodeToko, input.kode_gudang, input.kode_baki);
    const incoming = await doc(db, actor.kodeToko, input.no_kirim);
    await checkClassesExist(actor.kodeToko, incoming.items);
    await db.transaction(async (tx) => {
      await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
      const header = await lockIncoming(tx, actor.kodeToko, input.no_kirim);
      await otherShopDate(tx, header.kode_toko_asal, actor.tglSystem);
      const locked = await lockDetails(tx, header);
      const expected = new Set(locked.map(({ detail }) => detail.kode_barcode));
      const scanned = new Set(input.barcodes);
      for (const barcode of scanned) {
        if (!expected.has(barcode))
          throw badRequest(`Barang ${barcode} bukan bagian dari kiriman ${header.no_kirim}`);
      }
      const missing = [...expected].filter((barcode) => !scanned.has(barcode));
      if (missing.length > 0) throw badRequest(`Barang belum discan semua: ${missing.join(', ')}`);
      const noTerima = await nextReceiptNumber(tx, actor.kodeToko, 'TM', actor.tglSystem);
      for (const { detail, piece } of locked) {
        await barangRepository.receiveSent(
          tx,
          piece.id,
          {
            kode_toko: actor.kodeToko,
            kode_gudang: input.kode_gudang,
            kode_baki: input.kode_baki,
            stock: detail.stock,
          },
          actor.userId,
        );
        await recordMovement(tx, {
          kodeToko: actor.kodeToko,
          tanggal: actor.tglSystem,
          kodeBarcode: detail.kode_barcode,
          kodeGudang: input.kode_gudang,
          kodeBaki: input.kode_baki,
          kolom: 'in',
          stock: detail.stock,
          berat: detail.berat,
          noRef: noTerima,
          keterangan: header.no_kirim,
          userId: actor.userId,
        });
      }
      await kirimBarangRepository.markReceived(tx, header.no_kirim, {
        tgl_terima: actor.tglSystem,
        no_terima: noTerima,
        diterima_by: actor.userId,
      });
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action,
        entity: 'kirim_barang',
        entityId: header.no_kirim,
        after: { no_terima: noTerima, tujuan: `${input.kode_gudang}/${input.kode_baki}` },
      });
    });
    return doc(db, actor.kodeToko, input.no_kirim);
  }

  return {
    doc: (kodeToko: string, noKirim: string) => doc(db, kodeToko, noKirim),

    async kirim(actor: DayActor, input: Kirim): Promise<KirimBarangDoc> {
      if (input.kode_toko_tujuan === actor.kodeToko) throw badRequest('Toko tujuan harus toko lain');
      const noKirim = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        await otherShopDate(tx, input.kode_toko_tujuan, actor.tglSystem);
        const rows = await lockScannedPieces(tx, actor.kodeToko, input.items, { leaving: true });
        const noKirim = await nextReceiptNumber(tx, actor.kodeToko, 'KB', actor.tglSystem);
        await kirimBarangRepository.insert(
          tx,
          {
            no_kirim: noKirim,
            kode_toko_asal: actor.kodeToko,
            kode_toko_tujuan: input.kode_toko_tujuan,
            tgl_kirim: actor.tglSystem,
            keterangan: input.keterangan,
            jumlah: rows.reduce((sum, row) => sum + row.stock, 0),
            berat: totalBerat(rows),
            created_by: actor.userId,
          },
          rows.map((row) => ({
            no_kirim: noKirim,
            kode_barcode: row.kode_barcode,
            kode_gudang_asal: row.kode_gudang,
            kode_baki_asal: row.kode_baki,
            stock: row.stock,
            berat: row.berat,
          })),
        );
        for (const row of rows) {
          await recordMovement(tx, {
            kodeToko: actor.kodeToko,
            tanggal: actor.tglSystem,
            kodeBarcode: row.kode_barcode,
            kodeGudang: row.kode_gudang,
            kodeBaki: row.kode_baki,
            kolom: 'out',
            stock: row.stock,
            berat: row.berat,
            noRef: noKirim,
            keterangan: `KE ${input.kode_toko_tujuan}`,
            userId: actor.userId,
          });
          await barangRepository.markSent(tx, row.id, actor.userId);
        }
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'KIRIM_BARANG',
          entity: 'kirim_barang',
          entityId: noKirim,
          after: { tujuan: input.kode_toko_tujuan, barcodes: rows.map((row) => row.kode_barcode) },
        });
        return noKirim;
      });
      return doc(db, actor.kodeToko, noKirim);
    },

    terima: (actor: DayActor, input: Terima) => receive(actor, input, 'TERIMA_BARANG'),

    /** Head-office shipments come in whole: every piece of the document, into one tray. */
    async importPusat(actor: DayActor, input: ImportPusat): Promise<KirimBarangDoc> {
      const incoming = await doc(db, actor.kodeToko, input.no_kirim);
      if (incoming.kode_toko_asal !== KODE_TOKO_PUSAT || incoming.kode_toko_tujuan !== actor.kodeToko) {
        throw badRequest(`Kiriman ${input.no_kirim} bukan kiriman dari Pusat`);
      }
      return receive(
        actor,
        { ...input, barcodes: incoming.items.map((item) => item.kode_barcode) },
        'IMPORT_DATA_PUSAT',
      );
    },

    /** The receiving shop refuses a shipment: every piece goes back to the place it left, at the sender. */
    async tolak(actor: DayActor, input: { no_kirim: string; alasan: string }): Promise<KirimBarangDoc> {
      await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const header = await lockIncoming(tx, actor.kodeToko, input.no_kirim);
        await otherShopDate(tx, header.kode_toko_asal, actor.tglSystem);
        for (const { detail, piece } of await lockDetails(tx, header)) {
          await barangRepository.returnRefused(tx, piece.id, detail.stock, actor.userId);
          await recordMovement(tx, {
            kodeToko: header.kode_toko_asal,
            tanggal: actor.tglSystem,
            kodeBarcode: detail.kode_barcode,
            kodeGudang: detail.kode_gudang_asal,
            kodeBaki: detail.kode_baki_asal,
            kolom: 'in',
            stock: detail.stock,
            berat: detail.berat,
            noRef: header.no_kirim,
            keterangan: `DITOLAK ${actor.kodeToko}`,
            userId: actor.userId,
          });
        }
        await kirimBarangRepository.markRefused(tx, header.no_kirim, {
          alasan_tolak: input.alasan,
          diterima_by: actor.userId,
          tgl_terima: actor.tglSystem,
        });
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'TOLAK_KIRIM_BARANG',
          entity: 'kirim_barang',
          entityId: header.no_kirim,
          after: { alasan: input.alasan },
        });
      });
      return doc(db, actor.kodeToko, input.no_kirim);
    },

    /** Shipments this shop sent (KELUAR) or that were sent to it (MASUK); lines only in `doc`. */
    async page(kodeToko: string, query: KirimQuery): Promise<PageResult<KirimBarangDoc>> {
      const { rows, count } = await kirimBarangRepository.page(db, kodeToko, query);
      return { data: rows.map((row) => toDoc(row, [])), count };
    },
  };
}

export type KirimBarangService = ReturnType<typeof createKirimBarangService>;
