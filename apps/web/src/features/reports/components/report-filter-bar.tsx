import { SearchOutlined } from '@ant-design/icons';
import type { ReportDefinition, ReportFilterKey } from '@toko/shared';
import { Button, Col, Form, Input, Row } from 'antd';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { WEB_TEXTS } from '../../../texts';
import { FILTER_LABELS, ReportFilterField, TokoSelect } from './report-filter-fields';
import type { ReportSearch } from './use-report-search';

/** A filter's label; the status filter is named as the report names its status column (Jenis on Pantauan). */
function filterLabel(definition: ReportDefinition, key: ReportFilterKey): string {
  const column = key === 'status' ? definition.columns.find((each) => each.kind === 'status') : undefined;
  return column?.title ?? FILTER_LABELS[key];
}

/** The report's filter row: dates, the shop (owner only), the report's own filters, Cari. */
export function ReportFilterBar({
  definition,
  query,
}: {
  definition: ReportDefinition;
  query: ReportSearch;
}) {
  const { range, ownerLevel, kodeToko, filters, search, searching, cari } = query;
  return (
    <Form layout="vertical" component="div" data-testid="report-form">
      <Row gutter={16} align="bottom">
        <DateRangeFields range={range} />
        {ownerLevel && (
          <Col xs={12} md={6} xl={5}>
            <Form.Item label={WEB_TEXTS.report.toko}>
              <TokoSelect value={kodeToko} onChange={query.setKodeToko} />
            </Form.Item>
          </Col>
        )}
        {definition.filters.map((key) => (
          <Col key={key} xs={12} md={6} xl={5}>
            <Form.Item label={filterLabel(definition, key)}>
              <ReportFilterField
                reportName={definition.name}
                filterKey={key}
                value={filters[key]}
                onChange={query.setFilter(key)}
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
                onChange={(event) => query.setSearch(event.target.value)}
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
  );
}
