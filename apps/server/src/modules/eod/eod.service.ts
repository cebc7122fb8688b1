import { type EodFigures, eodLines } from '@toko/shared';
import type { ClosingContext, ClosingStep } from '../../counter/closing-pipeline.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { PantauanService } from '../reports/pantauan.service.ts';
import { eodRepository } from './eod.repository.ts';

/**
 * Laporan EOD (DOMAIN.md §7 step 7): the closing's last step reads the day's ledgers inside
 * the closing transaction — stock balances, the cash book and the balances the cash step just
 * froze, documents, pledged gold, the day's prices — and stores them as the day's summary
 * lines in `eod_summary`, which the report engine reads for any past day. A refused or failed
 * closing rolls it back with everything else.
 */
export function createEodService(deps: {
  hargaEmas: Pick<HargaEmasService, 'dayPrices'>;
  pantauan: Pick<PantauanService, 'dayCounts'>;
}) {
  async function figures(ctx: ClosingContext): Promise<EodFigures> {
    const { tx, kodeToko, tglSystem } = ctx;
    const barang = await eodRepository.barang(tx, kodeToko, tglSystem);
    const kas = await eodRepository.kas(tx, kodeToko, tglSystem);
    const saldo = await eodRepository.saldo(tx, kodeToko, tglSystem);
    const dokumen = await eodRepository.dokumen(tx, kodeToko, tglSystem);
    const hutang = await eodRepository.hutang(tx, kodeToko, tglSystem);
    const hitungKas = await eodRepository.hitungKas(tx, kodeToko, tglSystem);
    const pantauan = await deps.pantauan.dayCounts(tx, kodeToko, tglSystem);
    const prices = await deps.hargaEmas.dayPrices(kodeToko, tglSystem, tx);
    const harga = prices.map(({ kode_group, harga_jual, harga_beli }) => ({
      kode_group,
      harga_jual,
      harga_beli,
    }));
    return { barang, kas, saldo, dokumen, hutang, harga, hitungKas, pantauan };
  }

  return {
    closingStep(): ClosingStep {
      return {
        key: 'eod',
        label: 'Menyimpan ringkasan EOD',
        phase: 'eod',
        rollForward: async (ctx) => {
          const lines = eodLines(await figures(ctx));
          // A day is closed once; a summary left by an import or a re-run is replaced whole.
          await eodRepository.replaceDaySummary(ctx.tx, ctx.kodeToko, ctx.tglSystem, lines);
          ctx.summary.eod = { baris: lines.length };
        },
      };
    },
  };
}

export type EodService = ReturnType<typeof createEodService>;
