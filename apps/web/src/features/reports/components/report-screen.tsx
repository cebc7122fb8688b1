import type { ReportDefinition } from '@toko/shared';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { ReportExportButtons } from './report-export-buttons';
import { ReportFilterBar } from './report-filter-bar';
import { shownColumns } from './report-format';
import { ReportTable } from './report-table';
import { useReportExports } from './use-report-exports';
import { type ReportSearch, useReportSearch } from './use-report-search';

/**
 * A report: the date range (the business date until changed) and the report's own
 * filters, Cari, then the rows (paged on the server for detail reports) with their
 * totals, and Export Pdf / Export Excel of exactly what was searched.
 */
export function ReportScreen({ definition }: { definition: ReportDefinition }) {
  return <ReportScreenView definition={definition} query={useReportSearch(definition)} />;
}

/**
 * A report's screen around a search its page holds: a page that shows more than the report
 * (Pantauan's counts) puts it between the filters and the rows.
 */
export function ReportScreenView({
  definition,
  query,
  title = definition.title,
  children,
}: {
  definition: ReportDefinition;
  query: ReportSearch;
  title?: string;
  children?: ReactNode;
}) {
  const page = query.answer.data;
  const exports = useReportExports(definition, query.asked, page?.count);
  const hasRows = (page?.count ?? 0) > 0;

  return (
    <PageCard title={title} extra={<ReportExportButtons exports={exports} hasRows={hasRows} />}>
      <Flex vertical gap={children ? 16 : 8}>
        <ReportFilterBar definition={definition} query={query} />
        {children}
        <ReportTable
          columns={shownColumns(definition.columns, page?.kode_toko)}
          rows={page?.data ?? []}
          totals={page?.totals}
          count={page?.count ?? 0}
          loading={query.answer.isFetching}
          serverPage={query.serverPage}
        />
      </Flex>
    </PageCard>
  );
}
