import {
  daysInRange,
  menonjol,
  PANTAUAN_JENIS,
  PANTAUAN_JENIS_KODE,
  PANTAUAN_PEMBANDING_HARI,
  type PantauanHitungan,
  type PantauanJenis,
  type PantauanRingkasan,
  SEMUA_TOKO,
} from '@toko/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { countExceptions, countOfDay, type PantauanCount } from './pantauan.repository.ts';
import { createReportsRepository } from './reports.repository.ts';
import { type ReportCaller, reportShop } from './reports.service.ts';

function hitungan(count: PantauanCount, hari: number): PantauanHitungan {
  const rata = count.sebelum / PANTAUAN_PEMBANDING_HARI;
  return {
    jumlah: count.jumlah,
    nilai: count.nilai,
    rata_30_hari: Math.round(rata * 100) / 100,
    menonjol: menonjol(count.jumlah, rata, hari),
  };
}

const byCount = <T extends { jumlah: number }>(a: T, b: T) => b.jumlah - a.jumlah;

/**
 * Pantauan's summary (issue 29): the period's exceptions per kind (every kind, zero included,
 * so a quiet kind reads as quiet), per shop and per user, each beside its daily rate over the
 * 30 days before, so an outlier stands out. The list itself is the report `pantauan`.
 */
export function createPantauanService(deps: { db: Db }) {
  const { db } = deps;

  const repository = createReportsRepository(db);

  return {
    /** A day's exceptions of a shop per kind that had any: Laporan EOD's Pantauan part. */
    async dayCounts(tx: DbOrTx, kodeToko: string, tanggal: string) {
      const counts = await countOfDay(tx, kodeToko, tanggal);
      return counts.filter((count): count is typeof count & { jenis: PantauanJenis } =>
        (PANTAUAN_JENIS_KODE as readonly string[]).includes(count.jenis),
      );
    },

    async ringkasan(
      caller: Pick<ReportCaller, 'kodeToko' | 'level'>,
      query: { tgl_from: string; tgl_to: string; kode_toko?: string | undefined },
    ): Promise<PantauanRingkasan> {
      const kodeToko = await reportShop(repository, caller, query.kode_toko);
      const hari = daysInRange(query.tgl_from, query.tgl_to);
      const counts = await countExceptions(db, {
        kodeToko,
        from: query.tgl_from,
        to: query.tgl_to,
        filters: {},
      });
      const perJenis = new Map(
        counts.filter((count) => count.jenis !== null).map((count) => [count.jenis, count]),
      );
      const none = { jumlah: 0, nilai: 0, sebelum: 0 } as PantauanCount;
      return {
        tgl_from: query.tgl_from,
        tgl_to: query.tgl_to,
        kode_toko: kodeToko ?? SEMUA_TOKO,
        per_jenis: PANTAUAN_JENIS_KODE.map((jenis) => ({
          jenis,
          nama: PANTAUAN_JENIS[jenis],
          ...hitungan(perJenis.get(jenis) ?? none, hari),
        })),
        per_toko: counts
          .filter((count) => count.jenis === null && count.pelaku === null && count.jumlah > 0)
          .map((count) => ({ kode_toko: count.kode_toko ?? '', ...hitungan(count, hari) }))
          .sort(byCount),
        per_user: counts
          .filter((count) => count.pelaku !== null && count.jumlah > 0)
          .map((count) => ({
            kode_toko: count.kode_toko ?? '',
            user_id: count.pelaku ?? '',
            ...hitungan(count, hari),
          }))
          .sort(byCount),
      };
    },
  };
}

export type PantauanService = ReturnType<typeof createPantauanService>;
