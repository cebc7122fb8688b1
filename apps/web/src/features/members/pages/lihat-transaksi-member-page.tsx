import { useQuery } from '@tanstack/react-query';
import {
  JENIS_TRANSAKSI_MEMBER,
  type JenisTransaksiMember,
  type StatusKind,
  statusLabel,
  type TransaksiMemberRow,
} from '@toko/shared';
import { Card, Col, Row, Statistic, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { getTransaksiMember, membersKeys, ringkasanMemberQuery } from '../api/members-api';
import { MemberPicker } from '../components/member-picker';
import { MemberPoinTable } from '../components/member-poin-table';

const LABELS: Record<JenisTransaksiMember, string> = {
  penjualan: 'Penjualan',
  pembelian: 'Pembelian',
  titipan: 'Titipan',
  pesanan: 'Pesanan',
  service: 'Service',
  hutang: 'Hutang',
};

/** Whose words a kind's `status` is read in: a sale's and a buyback's are the same. */
const STATUS_KIND: Record<JenisTransaksiMember, StatusKind> = {
  penjualan: 'penjualan',
  pembelian: 'penjualan',
  titipan: 'titipan',
  pesanan: 'pesanan',
  service: 'service',
  hutang: 'hutang',
};

const columns = (jenis: JenisTransaksiMember): TableColumnsType<TransaksiMemberRow> => [
  { title: 'No Transaksi', dataIndex: 'no' },
  { title: 'Tanggal', dataIndex: 'tgl_system', render: (value: string) => formatTanggal(value) },
  { title: 'Toko', dataIndex: 'kode_toko' },
  { title: 'Status', dataIndex: 'status', render: (value: string) => statusLabel(STATUS_KIND[jenis], value) },
  {
    title: 'Validasi',
    dataIndex: 'status_valid',
    render: (value: string) => statusLabel('validasi', value),
  },
  {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (value: number) => <RupiahCell value={value} />,
  },
  ...(jenis === 'penjualan'
    ? [
        {
          title: 'Poin',
          dataIndex: 'poin',
          align: 'right' as const,
          render: (value: number) => formatNumber(value),
        },
      ]
    : []),
];

/**
 * Lihat Transaksi Member (decision 022): one member's documents at every shop of the chain,
 * a tab per kind paged on the server, their totals (cancelled ones left out), and the
 * points earned and spent.
 */
export function LihatTransaksiMemberPage() {
  const [kodeMember, setKodeMember] = useState<string>();
  const ringkasan = useQuery({ ...ringkasanMemberQuery(kodeMember ?? ''), enabled: Boolean(kodeMember) });
  const totals = ringkasan.data?.transaksi ?? [];
  return (
    <PageCard title="Lihat Transaksi Member">
      <NoEnterForm layout="vertical">
        <MemberPicker value={kodeMember} onChange={setKodeMember} />
      </NoEnterForm>
      {kodeMember && ringkasan.data && (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {JENIS_TRANSAKSI_MEMBER.map((jenis) => {
              const row = totals.find((entry) => entry.jenis === jenis);
              return (
                <Col flex="1 0 170px" key={jenis}>
                  <Card size="small" data-testid={`ringkasan-${jenis}`}>
                    <Statistic
                      title={`${LABELS[jenis]} (${formatNumber(row?.jumlah ?? 0)})`}
                      value={formatRupiah(row?.total ?? 0)}
                      valueStyle={{ fontSize: 16 }}
                    />
                  </Card>
                </Col>
              );
            })}
            <Col flex="1 0 170px">
              <Card size="small" data-testid="ringkasan-poin-didapat">
                <Statistic
                  title="Poin Didapat"
                  value={formatNumber(ringkasan.data.poin_didapat)}
                  valueStyle={{ fontSize: 16, color: '#389e0d' }}
                />
              </Card>
            </Col>
            <Col flex="1 0 170px">
              <Card size="small" data-testid="ringkasan-poin-dipakai">
                <Statistic
                  title="Poin Dipakai"
                  value={formatNumber(ringkasan.data.poin_dipakai)}
                  valueStyle={{ fontSize: 16, color: '#cf1322' }}
                />
              </Card>
            </Col>
          </Row>
          <Tabs
            items={[
              ...JENIS_TRANSAKSI_MEMBER.map((jenis) => ({
                key: jenis,
                label: LABELS[jenis],
                children: (
                  <div data-testid={`transaksi-${jenis}`}>
                    <DataTable<TransaksiMemberRow>
                      queryKey={membersKeys.transaksi(kodeMember, jenis)}
                      fetchPage={(query) => getTransaksiMember(kodeMember, jenis, query)}
                      columns={columns(jenis)}
                      rowKey="no"
                      searchable={false}
                    />
                  </div>
                ),
              })),
              { key: 'poin', label: 'Poin', children: <MemberPoinTable kodeMember={kodeMember} /> },
            ]}
          />
        </>
      )}
    </PageCard>
  );
}
