import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { PantauanService } from '../reports/pantauan.service.ts';
import { createEodService, type EodService } from './eod.service.ts';

/** The day's summary: the closing's last step (Laporan EOD reads it through the report engine). */
export function registerEod(deps: {
  hargaEmas: HargaEmasService;
  pantauan: PantauanService;
  pipeline: ClosingPipeline;
}): EodService {
  const service = createEodService({ hargaEmas: deps.hargaEmas, pantauan: deps.pantauan });
  deps.pipeline.register(service.closingStep());
  return service;
}
