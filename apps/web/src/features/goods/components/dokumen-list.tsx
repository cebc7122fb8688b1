import type { PageQuery, PageResult } from '@toko/shared';
import { Col, Form, Row, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { DateInput } from '../../../components/form/date-input';
import { minSelectableDate, useSession } from '../../../lib/use-session';
import type { DokumenFilter } from '../api/dokumen-page-params';

export interface DokumenListProps<T> {
  /** The list's query key for these dates (a prefix the saves invalidate). */
  queryKey: (filter: DokumenFilter) => readonly unknown[];
  fetchPage: (filter: DokumenFilter, query: PageQuery) => Promise<PageResult<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  searchPlaceholder: string;
  'data-testid': string;
}

/**
 * A list of goods documents (Cucian, Pindah Sortir) by business date, from the business
 * date unless the user picks others (no earlier than the previous-date rule allows),
 * paged and searched on the server.
 */
export function DokumenList<T extends object>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  searchPlaceholder,
  ...rest
}: DokumenListProps<T>) {
  const session = useSession();
  const tglSystem = session?.user.tgl_system ?? '';
  const minDate = session ? minSelectableDate(session) : undefined;
  const [dari, setDari] = useState(tglSystem);
  const [sampai, setSampai] = useState(tglSystem);
  const filter: DokumenFilter = { dari: dari || undefined, sampai: sampai || undefined };

  return (
    <div data-testid={rest['data-testid']}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={12} md={6} xl={5}>
            <Form.Item label="Dari Tanggal">
              <div data-testid="filter-dari">
                <DateInput
                  value={dari}
                  minDate={minDate}
                  onChange={(value) => {
                    if (!value) return;
                    setDari(value);
                    if (sampai < value) setSampai(value);
                  }}
                />
              </div>
            </Form.Item>
          </Col>
          <Col xs={12} md={6} xl={5}>
            <Form.Item label="Sampai Tanggal">
              <div data-testid="filter-sampai">
                <DateInput
                  value={sampai}
                  minDate={dari || minDate}
                  onChange={(value) => value && setSampai(value)}
                />
              </div>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable<T>
        queryKey={queryKey(filter)}
        fetchPage={(query) => fetchPage(filter, query)}
        columns={columns}
        rowKey={rowKey}
        searchPlaceholder={searchPlaceholder}
      />
    </div>
  );
}
