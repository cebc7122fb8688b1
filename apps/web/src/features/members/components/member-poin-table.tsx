import type { MemberPoinRow } from '@toko/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { formatNumber, formatTanggal } from '../../../lib/format';
import { getMemberPoin, membersKeys } from '../api/members-api';

const columns: TableColumnsType<MemberPoinRow> = [
  { title: 'Tanggal', dataIndex: 'tanggal', render: (value: string) => formatTanggal(value) },
  { title: 'Toko', dataIndex: 'kode_toko' },
  {
    title: 'Kategori',
    dataIndex: 'kategori',
    render: (value: string, row) => (
      <>
        {value}
        {row.dibatalkan && (
          <Tag color="red" style={{ marginLeft: 8 }} data-testid={`dibatalkan-${row.no_ref}`}>
            DIBATALKAN
          </Tag>
        )}
      </>
    ),
  },
  { title: 'No Referensi', dataIndex: 'no_ref' },
  { title: 'Keterangan', dataIndex: 'keterangan', render: (value: string) => value || '-' },
  {
    title: 'Poin',
    dataIndex: 'poin',
    align: 'right',
    render: (value: number) => (
      <span style={{ color: value < 0 ? '#cf1322' : '#389e0d' }}>
        {value > 0 ? '+' : ''}
        {formatNumber(value)}
      </span>
    ),
  },
  { title: 'User', dataIndex: 'created_by' },
];

/**
 * A member's points ledger, newest first, paged on the server: the balance is its sum. A
 * gift exchange cancelled since is tagged DIBATALKAN; `actions` adds a screen's own buttons.
 */
export function MemberPoinTable({
  kodeMember,
  actions,
}: {
  kodeMember: string;
  actions?: (row: MemberPoinRow) => ReactNode;
}) {
  return (
    <div data-testid="member-poin-table">
      <DataTable<MemberPoinRow>
        queryKey={membersKeys.poin(kodeMember)}
        fetchPage={(query) => getMemberPoin(kodeMember, query)}
        columns={
          actions ? [...columns, { title: 'Aksi', key: 'aksi', render: (_, row) => actions(row) }] : columns
        }
        rowKey="id"
        searchable={false}
      />
    </div>
  );
}
