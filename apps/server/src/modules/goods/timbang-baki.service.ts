import {
  conflict,
  expectedTrayWeight,
  gramsToMilligrams,
  masterResource,
  milligramsToGrams,
  notFound,
  type simpanTimbangSchema,
  TIMBANG_AKTIF_MESSAGE,
  type TimbangBaki,
  weighingResult,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { barangRepository } from './barang.repository.ts';
import { type TimbangBakiRow, timbangBakiRepository } from './timbang-baki.repository.ts';

type Row = TimbangBakiRow;
type Simpan = z.infer<typeof simpanTimbangSchema>;

const grams = (mg: number | null) => (mg === null ? null : milligramsToGrams(mg));
const mgOf = (value: unknown) => gramsToMilligrams(Number(value ?? 0).toFixed(3));

function toTimbang(row: Row, namaBaki: string): TimbangBaki {
  return {
    id: row.id,
    tgl_system: row.tgl_system,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    nama_baki: namaBaki,
    status: row.status as TimbangBaki['status'],
    jumlah: row.jumlah,
    berat_barang: milligramsToGrams(row.berat_barang),
    berat_atribut: milligramsToGrams(row.berat_atribut),
    berat_plastik: milligramsToGrams(row.berat_plastik),
    berat_bandrol: milligramsToGrams(row.berat_bandrol),
    berat_baki: milligramsToGrams(row.berat_baki),
    berat_seharusnya: milligramsToGrams(row.berat_seharusnya),
    berat_timbang: grams(row.berat_timbang),
    selisih: grams(row.selisih),
    toleransi: milligramsToGrams(row.toleransi),
    hasil: row.hasil as TimbangBaki['hasil'],
    keterangan: row.keterangan,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    selesai_at: row.selesai_at?.toISOString() ?? null,
  };
}

/**
 * Timbang Baki (DOMAIN.md §3): what a tray should weigh is frozen when weighing
 * starts; the scale reading is compared when it is saved. One weighing open per
 * shop at a time, and the day cannot close while one is open.
 */
export function createTimbangBakiService(deps: { db: Db; masterData: MasterDataService }) {
  const { db, masterData } = deps;

  async function bakiNames(kodeToko: string) {
    const rows = await masterData.listAll(masterResource('baki'), kodeToko);
    return new Map(rows.map((row) => [String(row.kode_baki), String(row.nama_baki ?? '')]));
  }

  async function lockOwn(tx: DbOrTx, kodeToko: string, id: number): Promise<Row> {
    const row = await timbangBakiRepository.lock(tx, kodeToko, id);
    if (!row) throw notFound('Data timbang baki tidak ditemukan');
    if (row.status !== 'AKTIF') throw conflict('Proses timbang baki ini sudah tidak aktif');
    return row;
  }

  return {
    async aktif(kodeToko: string): Promise<TimbangBaki | null> {
      const row = await timbangBakiRepository.active(db, kodeToko);
      return row ? toTimbang(row, (await bakiNames(kodeToko)).get(row.kode_baki) ?? '') : null;
    },

    async mulai(
      actor: DayActor & { toleransi: number },
      input: { kode_gudang: string; kode_baki: string },
    ): Promise<TimbangBaki> {
      const baki = await masterData.activeTrayIn(actor.kodeToko, input.kode_gudang, input.kode_baki);
      try {
        const row = await db.transaction(async (tx) => {
          await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
          if (await timbangBakiRepository.active(tx, actor.kodeToko)) throw conflict(TIMBANG_AKTIF_MESSAGE);
          const isi = await barangRepository.trayWeights(
            tx,
            actor.kodeToko,
            input.kode_gudang,
            input.kode_baki,
          );
          const beratBaki = mgOf(baki.berat_baki);
          const expected = expectedTrayWeight({
            ...isi,
            beratBandrolSatuan: mgOf(baki.berat_bandrol),
            beratBaki,
          });
          const inserted = await timbangBakiRepository.insert(tx, {
            kode_toko: actor.kodeToko,
            tgl_system: actor.tglSystem,
            kode_gudang: input.kode_gudang,
            kode_baki: input.kode_baki,
            jumlah: isi.jumlah,
            berat_barang: isi.beratBarang,
            berat_atribut: isi.beratAtribut,
            berat_plastik: isi.beratPlastik,
            berat_bandrol: expected.beratBandrol,
            berat_baki: beratBaki,
            berat_seharusnya: expected.beratSeharusnya,
            toleransi: actor.toleransi,
            created_by: actor.userId,
          });
          if (!inserted) throw new Error('timbang baki tidak tersimpan');
          return inserted;
        });
        return toTimbang(row, String(baki.nama_baki ?? ''));
      } catch (error) {
        // Two weighings started at the same instant: the unique index lets one through.
        if (pgErrorCode(error) === '23505') throw conflict(TIMBANG_AKTIF_MESSAGE);
        throw error;
      }
    },

    async simpan(actor: DayActor, id: number, input: Simpan): Promise<TimbangBaki> {
      const row = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const open = await lockOwn(tx, actor.kodeToko, id);
        const beratTimbang = gramsToMilligrams(input.berat_timbang.toFixed(3));
        const { selisih, hasil } = weighingResult(open.berat_seharusnya, beratTimbang, open.toleransi);
        const saved = await timbangBakiRepository.finish(
          tx,
          id,
          { berat_timbang: beratTimbang, selisih, hasil, keterangan: input.keterangan },
          actor.userId,
        );
        if (!saved) throw notFound('Data timbang baki tidak ditemukan');
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'TIMBANG_BAKI',
          entity: 'timbang_baki',
          entityId: `${saved.kode_gudang}/${saved.kode_baki}`,
          after: { berat_seharusnya: saved.berat_seharusnya, berat_timbang: beratTimbang, selisih, hasil },
        });
        return saved;
      });
      return toTimbang(row, (await bakiNames(actor.kodeToko)).get(row.kode_baki) ?? '');
    },

    /** Abandons the open weighing, so the tray (or another) can be weighed afresh. */
    async reset(actor: DayActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const open = await lockOwn(tx, actor.kodeToko, id);
        await timbangBakiRepository.cancel(tx, open.id, actor.userId);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'RESET_TIMBANG_BAKI',
          entity: 'timbang_baki',
          entityId: `${open.kode_gudang}/${open.kode_baki}`,
        });
      });
    },

    /** The weighings of a day, optionally of one gudang and tray (`kode_toko` names the tray in SPEC §7). */
    async list(
      kodeToko: string,
      query: { tanggal: string; kode_gudang?: string | undefined; kode_toko?: string | undefined },
    ): Promise<TimbangBaki[]> {
      const [rows, names] = await Promise.all([
        timbangBakiRepository.ofDay(db, kodeToko, {
          tanggal: query.tanggal,
          kodeGudang: query.kode_gudang?.toUpperCase(),
          kodeBaki: query.kode_toko?.toUpperCase(),
        }),
        bakiNames(kodeToko),
      ]);
      return rows.map((row) => toTimbang(row, names.get(row.kode_baki) ?? ''));
    },

    closingStep(): ClosingStep {
      return {
        key: 'timbang-baki',
        label: 'timbang baki',
        check: async (ctx) =>
          (await timbangBakiRepository.active(ctx.tx, ctx.kodeToko))
            ? { message: TIMBANG_AKTIF_MESSAGE, path: '/timbang-baki' }
            : null,
      };
    },
  };
}

export type TimbangBakiService = ReturnType<typeof createTimbangBakiService>;
