import { JENIS_KEUANGAN, type PageQuery } from '@toko/shared';
import { Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { DateRangeFields, useDateRange } from '../../../components/form/date-range-fields';
import { WEB_TEXTS } from '../../../texts';
import { cashQueryKeys } from '../api/cash-query-keys';
import { getKeuanganPage, KEUANGAN_PAGE_LIMIT } from '../api/get-keuangan-page';
import { keuanganColumns, keuanganCsvColumns } from './keuangan-columns';
import { useKodeTransaksi } from './use-kode-transaksi';

type Jenis = (typeof JENIS_KEUANGAN)[number];

export interface KeuanganListProps {
  /** Only the rows of one category (TAMBAH UANG BANK); every row of the book without. */
  kategori?: string;
  /** The export's file name, before the dates. */
  fileName: string;
}

const JENIS_OPTIONS = JENIS_KEUANGAN.map((jenis) => ({ value: jenis, label: jenis }));

/**
 * The cash book, newest first, paged and searched on the server, by business dates
 * (from the business date, no earlier than the user may look) and method.
 */
export function KeuanganList({ kategori, fileName }: KeuanganListProps) {
  const kodes = useKodeTransaksi();
  const range = useDateRange();
  const { dari, sampai } = range;
  const [jenis, setJenis] = useState<Jenis>();

  const filters = { dari: dari || undefined, sampai: sampai || undefined, jenis, kategori };
  const fetchPage = (query: PageQuery) => getKeuanganPage({ ...query, ...filters });
  const namaKategori = (kode: string) => kodes.find(kode)?.nama_transaksi ?? '';

  return (
    <div data-testid="keuangan-list">
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <DateRangeFields range={range} />
          <Col xs={24} md={6} xl={5}>
            <Form.Item label="Metode">
              <Select<Jenis>
                data-testid="filter-jenis"
                allowClear
                placeholder={WEB_TEXTS.cash.semuaMetode}
                options={JENIS_OPTIONS}
                value={jenis}
                onChange={(value) => setJenis(value)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable
        queryKey={cashQueryKeys.page(filters)}
        fetchPage={fetchPage}
        columns={keuanganColumns(namaKategori)}
        rowKey="id"
        searchPlaceholder={WEB_TEXTS.cash.cari}
        exportPageSize={KEUANGAN_PAGE_LIMIT}
        csvExport={{
          fileName: `${fileName}-${dari}-${sampai}`,
          columns: keuanganCsvColumns(namaKategori),
        }}
      />
    </div>
  );
}
