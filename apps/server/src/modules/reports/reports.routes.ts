import {
  notFound,
  REPORT_NOT_FOUND,
  REPORTS,
  rekapJualPajakQuerySchema,
  rekapJualPajakRowSchema,
  reportExportSchema,
  reportMenuKey,
  reportPageSchema,
  reportPrintSchema,
  reportQuerySchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { ReportsService } from './reports.service.ts';

/**
 * `POST laporan/{name}` (a page), `laporan/{name}/print` (every row, for the PDF) and
 * `laporan/{name}/export` (the xlsx or csv file, streamed), one set per report of the
 * catalogue so each demands the menu of its own report. Any other name answers 404.
 */
export function registerReportsRoutes(app: FastifyInstance, service: ReportsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const report of REPORTS) {
    const access = { menu: [reportMenuKey(report.name)] };
    const base = `/api/laporan/${report.name}`;

    api.post(
      base,
      { config: { access }, schema: { body: reportQuerySchema, response: { 200: reportPageSchema } } },
      (request) => service.page(report.name, authOf(request), request.body),
    );

    api.post(
      `${base}/print`,
      { config: { access }, schema: { body: reportQuerySchema, response: { 200: reportPrintSchema } } },
      (request) => service.print(report.name, authOf(request), request.body),
    );

    api.post(
      `${base}/export`,
      { config: { access }, schema: { body: reportExportSchema } },
      async (request, reply) => {
        const file = await service.export(report.name, authOf(request), request.body, (error) =>
          request.log.error({ err: error }, `export laporan ${report.name} gagal`),
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  }

  // A name that is not in the catalogue: the same 404 for the page, print and export.
  const unknown = {
    config: { access: { signedIn: true } as const },
    schema: { params: z.object({ name: z.string() }) },
  };
  const notAReport = () => {
    throw notFound(REPORT_NOT_FOUND);
  };
  api.post('/api/laporan/:name', unknown, notAReport);
  api.post('/api/laporan/:name/print', unknown, notAReport);
  api.post('/api/laporan/:name/export', unknown, notAReport);

  // SPEC §7, kept as the spec names it: the engine's penjualan-rekap in the spec's row shape.
  api.post(
    '/api/penjualan/report-rekap-jual-pajak',
    {
      config: { access: { menu: [reportMenuKey('penjualan-rekap')] } },
      schema: { body: rekapJualPajakQuerySchema, response: { 200: z.array(rekapJualPajakRowSchema) } },
    },
    (request) => service.rekapJualPajak(authOf(request), request.body),
  );
}
