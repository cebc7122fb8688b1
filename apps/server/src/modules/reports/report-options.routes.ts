import {
  REPORT_NAMES,
  type ReportUserOption,
  reportMenuKey,
  reportUserOptionSchema,
  reportUsersQuerySchema,
} from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { ReportsService } from './reports.service.ts';

/** Every report's menu: holding any one of them opens the filter options. */
const ANY_REPORT_MENU = REPORT_NAMES.map(reportMenuKey);

/**
 * The users of a shop (null: the chain, one line per user id) for the Kasir / Valid By
 * filters: only the id and the name, never a level or a login, so it can be open to any
 * report reader (users/get/all stays behind the user-management menus). Inactive users
 * are listed too: a past period still holds their rows.
 */
async function usersOf(db: Db, kodeToko: string | null): Promise<ReportUserOption[]> {
  const result = (await db.execute(
    sql`select distinct on (u.user_id) u.user_id, u.user_name as nama from users u
      where ${kodeToko === null ? sql`true` : sql`u.kode_toko = ${kodeToko}`}
      order by u.user_id, u.kode_toko`,
  )) as unknown as { rows: ReportUserOption[] };
  return result.rows.map((row) => ({ user_id: String(row.user_id), nama: String(row.nama) }));
}

/** `GET laporan/options/users?kode_toko=`: scoped like a report (owner levels choose the shop). */
export function registerReportOptionsRoutes(app: FastifyInstance, db: Db, service: ReportsService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/laporan/options/users',
    {
      config: { access: { menu: ANY_REPORT_MENU } },
      schema: { querystring: reportUsersQuerySchema, response: { 200: z.array(reportUserOptionSchema) } },
    },
    async (request) => usersOf(db, await service.shopOf(authOf(request), request.query.kode_toko)),
  );
}
