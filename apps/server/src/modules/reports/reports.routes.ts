import {
  canUseMenu,
  forbidden,
  menuRefusal,
  notFound,
  REPORT_NAMES,
  type ReportName,
  rekapJualPajakQuerySchema,
  rekapJualPajakRowSchema,
  reportByName,
  reportExportSchema,
  reportMenuKey,
  reportPageSchema,
  reportPrintSchema,
  reportQuerySchema,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { ExportPacer } from './export-pacer.ts';
import { EXPORT_CONTENT_TYPES } from './report-files.ts';
import type { ReportsService } from './reports.service.ts';

/**
 * `POST laporan/{name}` (a page), `laporan/{name}/print` (every row, for the PDF) and
 * `laporan/{name}/export` (the xlsx or csv file, streamed). Each demands the menu of its
 * own report (`laporan-{name}`); a name outside the catalogue answers 404.
 */
export function registerReportsRoutes(
  app: FastifyInstance,
  service: ReportsService,
  pacer?: ExportPacer,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // reportAccess answers an unknown name (404) before this is checked.
  const params = z.object({ name: z.enum(REPORT_NAMES, { error: TEXTS.report.notFound }) });

  /**
   * Before the body is read: the report must exist (404) and the caller must hold its own
   * menu (403, the guard's answer), so a refusal never depends on what was sent.
   */
  const reportAccess = async (request: FastifyRequest) => {
    const { name } = request.params as { name?: unknown };
    const report = typeof name === 'string' ? reportByName(name) : undefined;
    if (!report) throw notFound(TEXTS.report.notFound);
    menuOf(request, report.name);
  };
  const menuOf = (request: FastifyRequest, name: ReportName) => {
    const keys = [reportMenuKey(name)];
    if (!canUseMenu(keys, authOf(request))) throw forbidden(menuRefusal(keys, authOf(request)));
  };
  // Signed in, and the report's menu in reportAccess: one route per action serves all 40.
  const options = { config: { access: { signedIn: true } as const }, preValidation: reportAccess };

  api.post(
    '/api/laporan/:name',
    { ...options, schema: { params, body: reportQuerySchema, response: { 200: reportPageSchema } } },
    (request) => service.page(request.params.name, authOf(request), request.body),
  );

  api.post(
    '/api/laporan/:name/print',
    { ...options, schema: { params, body: reportQuerySchema, response: { 200: reportPrintSchema } } },
    (request) => service.print(request.params.name, authOf(request), request.body),
  );

  api.post(
    '/api/laporan/:name/export',
    {
      ...options,
      schema: { params, body: reportExportSchema, produces: Object.values(EXPORT_CONTENT_TYPES) },
    },
    async (request, reply) => {
      const { name } = request.params;
      // The download runs as long as the file takes: exports must not wait for it to end.
      pacer?.setAside(request.raw);
      const file = await service.export(name, authOf(request), request.body, (error) =>
        request.log.error({ err: error }, `export laporan ${name} gagal`),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  // SPEC §7, kept as the spec names it: the engine's penjualan-rekap in the spec's row shape.
  api.post(
    '/api/penjualan/report-rekap-jual-pajak',
    {
      // The menu of Laporan Penjualan Rekap (shops MLT and NQC), checked like the reports'.
      config: { access: { signedIn: true } },
      preValidation: async (request) => menuOf(request, 'penjualan-rekap'),
      schema: { body: rekapJualPajakQuerySchema, response: { 200: z.array(rekapJualPajakRowSchema) } },
    },
    (request) => service.rekapJualPajak(authOf(request), request.body),
  );
}
