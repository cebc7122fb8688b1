import {
  type BuktiHancur,
  badRequest,
  type hancurBarangSchema,
  masterResource,
  milligramsToGrams,
  notFound,
  STATUS_TUJUAN_SORTIR,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { barangRepository } from './barang.repository.ts';
import { STATUS_BELI } from './bought-pieces.ts';
import { hancurBarangRepository } from './hancur-barang.repository.ts';
import { dokumenLine, lockScannedPieces, totalBerat } from './scanned-pieces.ts';
import { recordMovement } from './stock-ledger.ts';

type Hancur = z.infer<typeof hancurBarangSchema>;

/**
 * Hancur Barang: pieces leave stock for good (melted, broken beyond sale). Needs a
 * condition and a second user's otorisasi; the pieces keep their row with stock 0
 * and status HANCUR, and the day's balance shows them in the `hancur` column.
 */
export function createHancurBarangService(deps: {
  db: Db;
  masterData: MasterDataService;
  otorisasi: OtorisasiPort;
}) {
  const { db, masterData } = deps;

  async function kondisiName(kodeToko: string, kodeKondisi: string, activeOnly: boolean) {
    const entry = masterResource('kondisi-barang');
    const rows = activeOnly
      ? await masterData.listActive(entry, kodeToko)
      : await masterData.listAll(entry, kodeToko);
    const found = rows.find((row) => row.kode_kondisi === kodeKondisi);
    return found ? String(found.nama_kondisi ?? '') : undefined;
  }

  async function bukti(kodeToko: string, noHancur: string): Promise<BuktiHancur> {
    const header = await hancurBarangRepository.withOtorisasi(db, kodeToko, noHancur);
    if (!header) throw notFound(`Data hancur ${noHancur} tidak ditemukan`);
    const lines = await hancurBarangRepository.destroyedLines(db, kodeToko, noHancur);
    const { doc } = header;
    return {
      no_hancur: doc.no_hancur,
      tgl_system: doc.tgl_system,
      kode_kondisi: doc.kode_kondisi,
      nama_kondisi: (await kondisiName(kodeToko, doc.kode_kondisi, false)) ?? '',
      keterangan: doc.keterangan,
      jumlah: doc.jumlah,
      berat: milligramsToGrams(doc.berat),
      items: lines.map((line) =>
        dokumenLine(line.barang, {
          kode_gudang: line.mutasi.kode_gudang,
          kode_baki: line.mutasi.kode_baki,
          stock: line.mutasi.stock,
          berat: line.mutasi.berat,
        }),
      ),
      otorisasi_oleh: header.otorisasi.diotorisasi_oleh,
      alasan: header.otorisasi.alasan,
      created_by: doc.created_by,
      created_at: doc.created_at.toISOString(),
    };
  }

  return {
    bukti,

    async hancur(actor: DayActor, input: Hancur): Promise<BuktiHancur> {
      if ((await kondisiName(actor.kodeToko, input.kode_kondisi, true)) === undefined) {
        throw badRequest(`Kondisi Barang ${input.kode_kondisi} tidak ditemukan atau tidak aktif`);
      }
      const consent = await deps.otorisasi.verify(actor, input.otorisasi);
      const noHancur = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        // Bought-back gold may be melted straight from gudang BELI, or once sorted for melting.
        const rows = await lockScannedPieces(tx, actor.kodeToko, input.items, {
          leaving: true,
          status: ['READY', STATUS_BELI, STATUS_TUJUAN_SORTIR.LEBUR],
        });
        const noHancur = await nextReceiptNumber(tx, actor.kodeToko, 'HC', actor.tglSystem);
        const barcodes = rows.map((row) => row.kode_barcode);
        const otorisasiId = await deps.otorisasi.record(tx, consent, {
          jenis: 'HANCUR_BARANG',
          noRef: noHancur,
          tglSystem: actor.tglSystem,
          barcodes,
        });
        for (const row of rows) {
          await recordMovement(tx, {
            kodeToko: actor.kodeToko,
            tanggal: actor.tglSystem,
            kodeBarcode: row.kode_barcode,
            kodeGudang: row.kode_gudang,
            kodeBaki: row.kode_baki,
            kolom: 'hancur',
            stock: row.stock,
            berat: row.berat,
            noRef: noHancur,
            keterangan: input.kode_kondisi,
            userId: actor.userId,
          });
          await barangRepository.markDestroyed(tx, row.id, actor.userId);
        }
        await hancurBarangRepository.insert(tx, {
          no_hancur: noHancur,
          kode_toko: actor.kodeToko,
          tgl_system: actor.tglSystem,
          kode_kondisi: input.kode_kondisi,
          keterangan: input.keterangan,
          otorisasi_id: otorisasiId,
          jumlah: rows.reduce((sum, row) => sum + row.stock, 0),
          berat: totalBerat(rows),
          created_by: actor.userId,
        });
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'HANCUR_BARANG',
          entity: 'barang',
          entityId: noHancur,
          after: { barcodes, kondisi: input.kode_kondisi, otorisasi: consent.diotorisasiOleh },
        });
        return noHancur;
      });
      return bukti(actor.kodeToko, noHancur);
    },
  };
}

export type HancurBarangService = ReturnType<typeof createHancurBarangService>;
