import { TEXTS } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import { hutang, hutangDetail, hutangHarian } from '../../db/schema/index.ts';
import { hutangRepository } from './hutang.repository.ts';
import type { HutangService } from './hutang.service.ts';
import { bolehLelangPada, bungaPada } from './hutang-terms.ts';

/**
 * Tutup Toko's loan steps (decision 020). The check refuses while a loan or a payment on
 * one waits for validation, naming each. The roll stores each open loan's interest as of
 * the day being closed and flags the loans past due plus grace (lelang may take them),
 * then writes the day's figures to `hutang_harian`; nothing changes a principal.
 */
export function hutangClosingSteps(loans: HutangService): ClosingStep[] {
  return [
    {
      key: 'hutang',
      label: 'hutang',
      check: async (ctx) => {
        const [waitingLoans, waitingPayments] = await Promise.all([
          hutangRepository.waitingLoans(ctx.tx, ctx.kodeToko),
          hutangRepository.waitingPayments(ctx.tx, ctx.kodeToko),
        ]);
        const waiting = [...waitingLoans, ...waitingPayments];
        if (waiting.length === 0) return null;
        return { message: TEXTS.hutang.belumValid(waiting), path: '/validasi-hutang' };
      },
    },
    {
      key: 'hutang-bunga',
      phase: 'hutang',
      label: 'Menghitung bunga hutang',
      rollForward: async (ctx) => {
        const { settings } = await loans.terms(ctx.kodeToko, ctx.tx);
        const open = await ctx.tx
          .select()
          .from(hutang)
          .where(and(eq(hutang.kode_toko, ctx.kodeToko), eq(hutang.status, 'OPEN')));
        let bungaTotal = 0;
        let lewatTempo = 0;
        const rows = open.map((header) => {
          const { bunga } = bungaPada(header, ctx.tglSystem, settings);
          const lewat = ctx.tglSystem >= bolehLelangPada(header, settings);
          bungaTotal += bunga;
          if (lewat) lewatTempo += 1;
          return { no: header.no_hutang, bunga, lewat };
        });
        if (rows.length > 0) {
          // One statement for every open loan of the shop, however many (one JSON parameter).
          await ctx.tx.execute(sql`update hutang h set bunga_akrual = v.bunga, tgl_akrual = ${ctx.tglSystem},
              lewat_tempo = v.lewat
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(no text, bunga bigint, lewat boolean)
            where h.no_hutang = v.no`);
        }
        const [held] = await ctx.tx
          .select({
            pieces: sql<number>`coalesce(sum(${hutangDetail.jumlah}), 0)::int`.mapWith(Number),
            berat: sql<number>`coalesce(sum(${hutangDetail.berat}), 0)::bigint`.mapWith(Number),
          })
          .from(hutangDetail)
          .innerJoin(hutang, eq(hutang.no_hutang, hutangDetail.no_hutang))
          .where(and(eq(hutang.kode_toko, ctx.kodeToko), eq(hutang.status, 'OPEN')));
        const figures = {
          kode_toko: ctx.kodeToko,
          tanggal: ctx.tglSystem,
          jumlah_hutang: open.length,
          jumlah_barang: held?.pieces ?? 0,
          berat: held?.berat ?? 0,
          pokok: open.reduce((sum, header) => sum + header.pokok, 0),
          bunga_akrual: bungaTotal,
          lewat_tempo: lewatTempo,
        };
        await ctx.tx
          .insert(hutangHarian)
          .values(figures)
          .onConflictDoUpdate({ target: [hutangHarian.kode_toko, hutangHarian.tanggal], set: figures });
        ctx.summary.hutang = figures;
      },
    },
  ];
}
