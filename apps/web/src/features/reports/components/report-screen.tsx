import { FileExcelOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasFullAccess,
  type ReportDefinition,
  type ReportFilterKey,
  type ReportQuery,
  TEXTS,
} from '@toko/shared';
import { Button, Col, Flex, Form, Input, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { DateRangeFields, useDateRange } from '../../../components/form/date-range-fields';
import { PageCard } from '../../../components/page/page-card';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { reportPageQuery, useReportPage } from '../api/get-report-page';
import { reportErrorText } from './report-error';
import { FILTER_LABELS, ReportFilterField, TokoSelect } from './report-filter-fields';
import { shownColumns } from './report-format';
import { ReportTable } from './report-table';
import { useReportExports } from './use-report-exports';

const FIRST_PAGE_SIZE = 50;
/** A summary answers every row whatever the limit; the largest the schema takes. */
const SUMMARY_LIMIT = 500;

/**
 * A report: the date range (the business date until changed) and the report's own
 * filters, Cari, then the rows (paged on the server for detail reports) with their
 * totals, and Export Pdf / Export Excel of exactly what was searched.
 */
export function ReportScreen({ definition }: { definition: ReportDefinition }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const range = useDateRange();
  const ownerLevel = session ? hasFullAccess(session.user.level) : false;
  const ownShop = session?.user.kode_toko;
  const [kodeToko, setKodeToko] = useState<string | undefined>(ownShop);
  const [filters, setFilters] = useState<Partial<Record<ReportFilterKey, string>>>({});
  const [search, setSearch] = useState('');
  /** What was last searched, with the page on screen. */
  const [asked, setAsked] = useState<ReportQuery>();
  const [searching, setSearching] = useState(false);
  const answer = useReportPage(definition.name, asked);
  const exports = useReportExports(definition, asked);
  // Another page that fails says so; the search's own failure is told by cari.
  useEffect(() => {
    if (answer.error) notifyError(reportErrorText(answer.error));
  }, [answer.error]);

  const cari = async () => {
    const chosen = Object.fromEntries(
      Object.entries(filters).filter(([, value]) => value),
    ) as ReportQuery['filters'];
    const query: ReportQuery = {
      tgl_from: range.dari,
      tgl_to: range.sampai,
      kode_toko: ownerLevel && kodeToko && kodeToko !== ownShop ? kodeToko : undefined,
      filters: chosen && Object.keys(chosen).length > 0 ? chosen : undefined,
      search: definition.paged && search.trim() ? search.trim() : undefined,
      skip: 0,
      limit: definition.paged ? (asked?.limit ?? FIRST_PAGE_SIZE) : SUMMARY_LIMIT,
    };
    setSearching(true);
    try {
      // Cari asks again even for the same filters: sales of the last minute count.
      const page = await queryClient.fetchQuery({ ...reportPageQuery(definition.name, query), staleTime: 0 });
      setAsked(query);
      if (page.count > 0) notifySuccess(TEXTS.reportAvailable);
      else notifyError(TEXTS.reportUnavailable);
    } catch (error) {
      notifyError(reportErrorText(error));
    } finally {
      setSearching(false);
    }
  };

  const page = answer.data;
  const hasRows = (page?.count ?? 0) > 0;
  const setFilter = (key: ReportFilterKey) => (value: string | undefined) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <PageCard
      title={definition.title}
      extra={
        <Space wrap>
          <Button
            data-testid="export-pdf"
            icon={<FilePdfOutlined />}
            disabled={!hasRows}
            loading={exports.printing}
            onClick={exports.exportPdf}
          >
            {WEB_TEXTS.report.exportPdf}
          </Button>
          <Button
            data-testid="export-excel"
            icon={<FileExcelOutlined />}
            disabled={!hasRows}
            loading={exports.exporting}
            onClick={exports.exportExcel}
          >
            {WEB_TEXTS.report.exportExcel}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={8}>
        <Form layout="vertical" component="div" data-testid="report-form">
          <Row gutter={16} align="bottom">
            <DateRangeFields range={range} />
            {ownerLevel && (
              <Col xs={12} md={6} xl={5}>
                <Form.Item label={WEB_TEXTS.report.toko}>
                  <TokoSelect value={kodeToko} onChange={setKodeToko} />
                </Form.Item>
              </Col>
            )}
            {definition.filters.map((key) => (
              <Col key={key} xs={12} md={6} xl={5}>
                <Form.Item label={FILTER_LABELS[key]}>
                  <ReportFilterField
                    reportName={definition.name}
                    filterKey={key}
                    value={filters[key]}
                    onChange={setFilter(key)}
                    kodeToko={ownerLevel ? kodeToko : undefined}
                  />
                </Form.Item>
              </Col>
            ))}
            {definition.paged && (
              <Col xs={12} md={6} xl={5}>
                <Form.Item label="Cari">
                  <Input
                    data-testid="report-search"
                    allowClear
                    maxLength={100}
                    value={search}
                    placeholder={WEB_TEXTS.report.searchPlaceholder}
                    onChange={(event) => setSearch(event.target.value)}
                    onPressEnter={cari}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={12} md={6} xl={4}>
              <Form.Item>
                <Button
                  data-testid="report-cari"
                  type="primary"
                  icon={<SearchOutlined />}
                  loading={searching}
                  disabled={!range.dari || !range.sampai}
                  onClick={cari}
                >
                  {WEB_TEXTS.report.cari}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <ReportTable
          columns={shownColumns(definition.columns, page?.kode_toko)}
          rows={page?.data ?? []}
          totals={page?.totals}
          count={page?.count ?? 0}
          loading={answer.isFetching}
          serverPage={
            definition.paged && asked
              ? {
                  page: Math.floor(asked.skip / asked.limit) + 1,
                  pageSize: asked.limit,
                  onChange: (next, pageSize) =>
                    setAsked({
                      ...asked,
                      skip: pageSize === asked.limit ? (next - 1) * pageSize : 0,
                      limit: pageSize,
                    }),
                }
              : undefined
          }
        />
      </Flex>
    </PageCard>
  );
}
