import { PrinterOutlined } from '@ant-design/icons';
import type { PageQuery, PageResult } from '@toko/shared';
import { Button, Form, Row, type TableColumnsType } from 'antd';
import { DataTable } from '../../../components/data-table/data-table';
import { DateRangeFields, useDateRange } from '../../../components/form/date-range-fields';
import { formatTanggal } from '../../../lib/format';
import type { DokumenFilter } from '../api/dokumen-page-params';

/** What every goods document's row has. */
interface DokumenRow {
  tgl_system: string;
  keterangan: string;
  created_by: string;
}

export interface DokumenListProps<T> {
  /** The list's query key for these dates (a prefix the saves invalidate). */
  queryKey: (filter: DokumenFilter) => readonly unknown[];
  fetchPage: (filter: DokumenFilter, query: PageQuery) => Promise<PageResult<T>>;
  /** The document's number: the first column, the row key and what Cetak Bukti reprints. */
  rowKey: keyof T & string;
  /** The number column's title: `No Cucian`. */
  numberTitle: string;
  /** The document's own columns, between its date and its note. */
  columns: TableColumnsType<T>;
  onCetak: (no: string) => void;
  searchPlaceholder: string;
  'data-testid': string;
}

/** What every goods document shows: its number and date, its note and maker, and Cetak Bukti. */
function columnsOf<T extends DokumenRow>(
  props: Pick<DokumenListProps<T>, 'rowKey' | 'numberTitle' | 'columns' | 'onCetak'>,
): TableColumnsType<T> {
  const numberOf = (doc: T) => String(doc[props.rowKey]);
  return [
    { key: props.rowKey, title: props.numberTitle, dataIndex: props.rowKey },
    { key: 'tgl_system', title: 'Tanggal', render: (_value, doc) => formatTanggal(doc.tgl_system) },
    ...props.columns,
    { key: 'keterangan', title: 'Keterangan', render: (_value, doc) => doc.keterangan || '-' },
    { key: 'created_by', title: 'Dibuat Oleh', dataIndex: 'created_by' },
    cetakColumn(numberOf, props.onCetak),
  ];
}

/** Cetak Bukti of one document, in sight while wide columns scroll. */
function cetakColumn<T>(
  numberOf: (doc: T) => string,
  onCetak: (no: string) => void,
): TableColumnsType<T>[number] {
  return {
    key: 'aksi',
    title: 'Aksi',
    fixed: 'right',
    render: (_value, doc) => (
      <Button
        size="small"
        icon={<PrinterOutlined />}
        onClick={() => onCetak(numberOf(doc))}
        data-testid={`cetak-${numberOf(doc)}`}
      >
        Cetak Bukti
      </Button>
    ),
  };
}

/**
 * A list of goods documents (Cucian, Pindah Sortir) by business date, from the business
 * date unless the user picks others (no earlier than the previous-date rule allows),
 * paged and searched on the server, each with a reprint of its receipt.
 */
export function DokumenList<T extends DokumenRow>(props: DokumenListProps<T>) {
  const { queryKey, fetchPage, rowKey, searchPlaceholder } = props;
  const range = useDateRange();
  const filter: DokumenFilter = { dari: range.dari || undefined, sampai: range.sampai || undefined };

  return (
    <div data-testid={props['data-testid']}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <DateRangeFields range={range} />
        </Row>
      </Form>
      <DataTable<T>
        queryKey={queryKey(filter)}
        fetchPage={(query) => fetchPage(filter, query)}
        columns={columnsOf(props)}
        rowKey={rowKey}
        searchPlaceholder={searchPlaceholder}
      />
    </div>
  );
}
