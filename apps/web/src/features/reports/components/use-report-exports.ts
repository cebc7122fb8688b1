import {
  formatNumber,
  hasFullAccess,
  type ReportDefinition,
  type ReportPrint,
  type ReportQuery,
  SEMUA_TOKO,
} from '@toko/shared';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { exportReportXlsx, getReportPrint } from '../api/get-report-page';
import { reportErrorText } from './report-error';
import { chosenText, FILTER_LABELS, unchosenText } from './report-filter-fields';
import { buildReportPdf, reportPdfFileName } from './report-pdf';

type WholeQuery = Omit<ReportQuery, 'skip' | 'limit'>;

function wholeQuery({ skip: _skip, limit: _limit, ...rest }: ReportQuery): WholeQuery {
  return rest;
}

/** The filters a printed report names: the shop (owner levels), each of its own, the search. */
export function printedFilters(
  definition: Pick<ReportDefinition, 'name' | 'filters'>,
  query: WholeQuery,
  print: Pick<ReportPrint, 'kode_toko' | 'toko'>,
  ownerLevel: boolean,
): [string, string][] {
  const lines: [string, string][] = [];
  if (ownerLevel) {
    lines.push([
      WEB_TEXTS.report.toko,
      print.kode_toko === SEMUA_TOKO
        ? WEB_TEXTS.report.semuaToko
        : `${print.toko.kode_toko} - ${print.toko.nama_toko}`,
    ]);
  }
  for (const key of definition.filters) {
    const chosen = query.filters?.[key];
    lines.push([
      FILTER_LABELS[key],
      chosen ? chosenText(definition.name, key, chosen) : unchosenText(definition.name, key),
    ]);
  }
  if (query.search) lines.push(['Cari', query.search]);
  return lines;
}

/** "850 KB", "12.3 MB": how much of a download came in. */
export function receivedSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Where an Excel export is (issue 28): preparing (the server reads the rows; `rows` is the
 * count the search found), then the bytes received so far.
 */
export function exportProgressText(rows: number | undefined, receivedBytes: number | undefined): string {
  return receivedBytes === undefined || receivedBytes === 0
    ? WEB_TEXTS.report.exportMenyiapkan(rows)
    : WEB_TEXTS.report.exportDiterima(receivedSize(receivedBytes));
}

/**
 * Export Pdf (every row from the print call, the document built in the browser) and
 * Export Excel (the server's file, saved under its name), both of exactly what was
 * searched last. A refusal (too many rows for a PDF) is told in the server's words.
 * While the Excel comes, `excelProgress` says how far it got (`rows`: the search's count).
 */
export function useReportExports(
  definition: ReportDefinition,
  asked: ReportQuery | undefined,
  rows?: number,
) {
  const session = useSession();
  const [printing, setPrinting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [receivedBytes, setReceivedBytes] = useState<number>();

  const exportPdf = async () => {
    if (!asked || !session) return;
    const query = wholeQuery(asked);
    setPrinting(true);
    try {
      const print = await getReportPrint(definition.name, query);
      const doc = await buildReportPdf({
        name: definition.name,
        title: definition.title,
        columns: definition.columns,
        toko: print.toko,
        kodeToko: print.kode_toko,
        tglFrom: query.tgl_from,
        tglTo: query.tgl_to,
        filters: printedFilters(definition, query, print, hasFullAccess(session.user.level)),
        rows: print.data,
        totals: print.totals,
        printedBy: session.user.user_id,
        printedAt: new Date(),
      });
      saveBlob(doc.output('blob'), reportPdfFileName(definition.name, query.tgl_from, query.tgl_to));
    } catch (error) {
      console.error(error);
      notifyError(reportErrorText(error));
    } finally {
      setPrinting(false);
    }
  };

  const exportExcel = async () => {
    if (!asked) return;
    const query = wholeQuery(asked);
    setExporting(true);
    setReceivedBytes(undefined);
    try {
      const file = await exportReportXlsx(definition.name, query, setReceivedBytes);
      saveBlob(
        file.blob,
        file.fileName ?? `laporan-${definition.name}_${query.tgl_from}_${query.tgl_to}.xlsx`,
      );
    } catch (error) {
      console.error(error);
      notifyError(reportErrorText(error));
    } finally {
      setExporting(false);
      setReceivedBytes(undefined);
    }
  };

  const excelProgress = exporting ? exportProgressText(rows, receivedBytes) : undefined;
  return { exportPdf, exportExcel, printing, exporting, excelProgress };
}
