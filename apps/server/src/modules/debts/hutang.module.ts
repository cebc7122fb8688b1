import type { FastifyInstance } from 'fastify';
import type { ClosingPipeline } from '../../counter/closing-pipeline.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { registerHutangRoutes } from './hutang.routes.ts';
import { createHutangService, type HutangService } from './hutang.service.ts';
import { createHutangBayarService } from './hutang-bayar.service.ts';
import { hutangClosingSteps } from './hutang-closing.ts';

/**
 * Hutang: lending against pledged gold, payments on the loans, their validation; the day
 * cannot close over an unvalidated loan or payment, and its closing rolls the interest.
 */
export function registerHutang(
  app: FastifyInstance,
  deps: CounterDeps & { pipeline: ClosingPipeline; documentPhotos: DocumentPhotoService },
): HutangService {
  const loans = createHutangService(deps);
  const payments = createHutangBayarService({ ...deps, loans });
  registerHutangRoutes(app, loans, payments);
  for (const step of hutangClosingSteps(loans)) deps.pipeline.register(step);
  return loans;
}
