import type { PageQuery, PageResult } from '@toko/shared';
import { TEXTS } from '@toko/shared';
import { useState } from 'react';
import { type CsvColumn, downloadCsv, toCsv } from '../../lib/csv-export';
import { notifyError, notifyInfo } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';

/** The largest page the server answers (pageQuerySchema's limit). */
export const EXPORT_PAGE_SIZE = 500;

export interface DataTableCsvExport<T> {
  /** Download name; ".csv" is added when missing. */
  fileName: string;
  columns: CsvColumn<T>[];
}

/** Export CSV of a server-side list: every row matching the search, fetched page after page. */
export function useCsvExport<T>(
  fetchPage: (query: PageQuery) => Promise<PageResult<T>>,
  csvExport: DataTableCsvExport<T> | undefined,
  exportPageSize: number,
) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async (search: string | undefined) => {
    if (!csvExport) return;
    setExporting(true);
    try {
      const rows: T[] = [];
      for (let skip = 0; ; skip += exportPageSize) {
        const batch = await fetchPage({ skip, limit: exportPageSize, search });
        rows.push(...batch.data);
        if (batch.data.length < exportPageSize || rows.length >= batch.count) break;
      }
      downloadCsv(csvExport.fileName, await toCsv(rows, csvExport.columns));
    } catch (exportError) {
      console.error(exportError);
      const message = apiErrorMessage(exportError);
      if (message) notifyInfo(message);
      else notifyError(TEXTS.reportFailed);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
