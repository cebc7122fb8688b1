import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ReportPage,
  type ReportPrint,
  type ReportQuery,
  reportPageSchema,
  reportPrintSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { reportQueryKeys } from './report-query-keys';

/** A report takes longer than an ordinary list over a long range. */
const REPORT_TIMEOUT_MS = 60_000;

/** One page of a report (every row for a summary report). */
export async function getReportPage(name: string, query: ReportQuery): Promise<ReportPage> {
  return reportPageSchema.parse(
    await api.post<unknown>(`laporan/${name}`, query, { timeoutMs: REPORT_TIMEOUT_MS }),
  );
}

/**
 * A report's page as asked once; Cari fetches it and the table reads the same answer
 * (fresh for a minute, so showing it does not ask again).
 */
export const reportPageQuery = (name: string, query: ReportQuery) =>
  queryOptions({
    queryKey: reportQueryKeys.page(name, query),
    queryFn: () => getReportPage(name, query),
    staleTime: 60_000,
    retry: false,
  });

/**
 * The page on screen, asked only once the user pressed Cari (`query` undefined before);
 * the previous page stays on screen while the next loads.
 */
export function useReportPage(name: string, query: ReportQuery | undefined) {
  return useQuery({
    ...reportPageQuery(name, query ?? { tgl_from: '', tgl_to: '', skip: 0, limit: 0 }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every row of a report with the shop's name and address, for the PDF (the server refuses very large ones). */
export async function getReportPrint(
  name: string,
  query: Omit<ReportQuery, 'skip' | 'limit'>,
): Promise<ReportPrint> {
  return reportPrintSchema.parse(
    await api.post<unknown>(`laporan/${name}/print`, query, { timeoutMs: REPORT_TIMEOUT_MS }),
  );
}

/**
 * The report as the server's Excel file, streamed; saved under the server's file name.
 * `onProgress` hears the bytes received so far.
 */
export function exportReportXlsx(
  name: string,
  query: Omit<ReportQuery, 'skip' | 'limit'>,
  onProgress?: (receivedBytes: number) => void,
) {
  return api.download(`laporan/${name}/export`, { ...query, format: 'xlsx' }, { onProgress });
}
