import { StopOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { type PageResult, TEXTS } from '@toko/shared';
import { Button, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatTanggal } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { useRouteMeta } from '../../routing/use-route-meta';
import { FIT_TO_WIDTH } from '../data-table/fit-to-width';
import { PageCard } from '../page/page-card';
import type { TransaksiPageQuery } from '../transaksi-list/transaksi-page-query';
import { type BatalRequest, useBatal } from './use-batal';

const PAGE_SIZE = 20;

/** A counter document cancelled line by line: a sale, a buyback. */
export interface BatalDoc<L> {
  no_faktur_group: string;
  items: L[];
}

export interface BatalTransaksiPageProps<D extends BatalDoc<L>, L extends { status: string }> {
  /** The page's own title when the menu catalogue has none. */
  title: string;
  /** What may be cancelled, under the title: the business day's date is given. */
  intro: (tanggal: string) => string;
  usePage: (query: TransaksiPageQuery) => UseQueryResult<PageResult<D>>;
  /** One row per customer visit. */
  columns: TableColumnsType<D>;
  /** A line's own number: its row key and its button's test id `batal-{number}`. */
  lineKey: (line: L) => string;
  /** The lines under an expanded visit; the Batal button is added after them. */
  lineColumns: TableColumnsType<L>;
  /** The cancellation of one line, as the area words and sends it. */
  request: (doc: D, line: L) => BatalRequest<unknown>;
  /** The button's word when a document is cancelled whole ('Batal Tukar'); 'Batal' otherwise. */
  actionLabel?: (doc: D) => string;
}

/**
 * Batal Penjualan, Batal Pembelian: the validated documents of the business day, searched
 * on the server; a line is cancelled with a second user's otorisasi and reason, and the
 * list reads the server again.
 */
export function BatalTransaksiPage<D extends BatalDoc<L>, L extends { status: string }>(
  props: BatalTransaksiPageProps<D, L>,
) {
  const meta = useRouteMeta();
  const tglSystem = useSession()?.user.tgl_system ?? '';
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const { batal, doneAlert, otorisasiDialog } = useBatal();
  const { data, isFetching } = props.usePage({
    skip,
    limit: PAGE_SIZE,
    search,
    status_valid: 'DONE',
    dari: tglSystem,
    sampai: tglSystem,
  });

  const lineColumns = (doc: D): TableColumnsType<L> => [
    ...props.lineColumns,
    {
      key: 'aksi',
      title: 'Aksi',
      render: (_v, line) =>
        line.status === 'CANC' ? (
          <Tag color="red">Batal</Tag>
        ) : (
          <Button
            danger
            size="small"
            icon={<StopOutlined />}
            data-testid={`batal-${props.lineKey(line)}`}
            onClick={() => void batal(props.request(doc, line))}
          >
            {props.actionLabel?.(doc) ?? 'Batal'}
          </Button>
        ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? props.title}>
      <Typography.Paragraph type="secondary">{props.intro(formatTanggal(tglSystem))}</Typography.Paragraph>
      {doneAlert}
      <Input.Search
        allowClear
        placeholder="Cari no nota, barcode atau customer"
        onSearch={(text) => {
          setSkip(0);
          setSearch(text.trim());
        }}
        style={{ maxWidth: 360, marginBottom: 12 }}
        data-testid="batal-search"
      />
      <Table<D>
        data-testid="batal-list"
        size="small"
        rowKey="no_faktur_group"
        loading={isFetching}
        columns={props.columns}
        dataSource={data?.data ?? []}
        {...FIT_TO_WIDTH}
        locale={{ emptyText: TEXTS.noData }}
        expandable={{
          expandedRowRender: (doc) => (
            <Table<L>
              size="small"
              rowKey={props.lineKey}
              columns={lineColumns(doc)}
              dataSource={doc.items}
              pagination={false}
            />
          ),
        }}
        pagination={{
          current: Math.floor(skip / PAGE_SIZE) + 1,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setSkip((page - 1) * PAGE_SIZE),
        }}
      />
      {otorisasiDialog}
    </PageCard>
  );
}
