import type { ReportDefinition } from '@toko/shared';
import { Flex } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { ReportExportButtons } from './report-export-buttons';
import { ReportFilterBar } from './report-filter-bar';
import { shownColumns } from './report-format';
import { ReportTable } from './report-table';
import { useReportExports } from './use-report-exports';
import { useReportSearch } from './use-report-search';

/**
 * A report: the date range (the business date until changed) and the report's own
 * filters, Cari, then the rows (paged on the server for detail reports) with their
 * totals, and Export Pdf / Export Excel of exactly what was searched.
 */
export function ReportScreen({ definition }: { definition: ReportDefinition }) {
  const query = useReportSearch(definition);
  const page = query.answer.data;
  const exports = useReportExports(definition, query.asked, page?.count);
  const hasRows = (page?.count ?? 0) > 0;

  return (
    <PageCard title={definition.title} extra={<ReportExportButtons exports={exports} hasRows={hasRows} />}>
      <Flex vertical gap={8}>
        <ReportFilterBar definition={definition} query={query} />
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
