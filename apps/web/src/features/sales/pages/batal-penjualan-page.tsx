import { StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type PenjualanDoc, type PenjualanLine, TEXTS } from '@toko/shared';
import { Alert, Button, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { formatBerat, formatRupiah, formatTanggal } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { batalPenjualan } from '../api/batal-penjualan';
import { usePenjualanPage } from '../api/get-penjualan-page';
import { salesQueryKeys } from '../api/sales-query-keys';
import { penjualanSummaryColumns } from '../components/penjualan-summary-columns';

const PAGE_SIZE = 20;

/**
 * Batal Penjualan (DOMAIN.md §4): a validated sale of today is cancelled line by line
 * with a second user's otorisasi and reason; the piece goes back to its tray, the refund
 * leaves the till and the member's points follow.
 */
export function BatalPenjualanPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const queryClient = useQueryClient();
  const tglSystem = session?.user.tgl_system ?? '';
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const [done, setDone] = useState<string>();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const { data, isFetching } = usePenjualanPage({
    skip,
    limit: PAGE_SIZE,
    search,
    status_valid: 'DONE',
    dari: tglSystem,
    sampai: tglSystem,
  });

  const batal = async (doc: PenjualanDoc, line: PenjualanLine) => {
    try {
      const result = await requestOtorisasi({
        title: 'Otorisasi Batal Penjualan',
        description: (
          <Alert
            type="warning"
            showIcon
            title={`Batal ${line.no_faktur_jual}: ${line.kode_barcode} ${line.nama_barang}, ${formatBerat(
              line.berat,
            )} gr, ${formatRupiah(line.harga_jual)} dikembalikan ke ${doc.nama_customer}`}
          />
        ),
        send: (otorisasi) => batalPenjualan(line.no_faktur_jual, otorisasi),
      });
      if (!result) return;
      notifySuccess(TEXTS.saved);
      setDone(
        `Penjualan ${line.no_faktur_jual} dibatalkan: ${line.kode_barcode} kembali ke baki ${line.kode_baki}, ${formatRupiah(line.harga_jual)} dikembalikan`,
      );
      await queryClient.invalidateQueries({ queryKey: salesQueryKeys.penjualan });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  const lineColumns = (doc: PenjualanDoc): TableColumnsType<PenjualanLine> => [
    { key: 'no', title: 'No Faktur Jual', dataIndex: 'no_faktur_jual' },
    { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
    {
      key: 'harga',
      title: 'Harga Jual',
      align: 'right',
      render: (_v, line) => formatRupiah(line.harga_jual),
    },
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
            data-testid={`batal-${line.no_faktur_jual}`}
            onClick={() => void batal(doc, line)}
          >
            Batal
          </Button>
        ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Batal Penjualan'}>
      <Typography.Paragraph type="secondary">
        Penjualan yang sudah divalidasi pada tanggal {formatTanggal(tglSystem)} dapat dibatalkan per barang
        dengan otorisasi.
      </Typography.Paragraph>
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          style={{ marginBottom: 12 }}
          data-testid="batal-result"
          title={done}
          onClose={() => setDone(undefined)}
        />
      )}
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
      <Table<PenjualanDoc>
        data-testid="batal-list"
        size="small"
        rowKey="no_faktur_group"
        loading={isFetching}
        columns={penjualanSummaryColumns}
        dataSource={data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: TEXTS.noData }}
        expandable={{
          expandedRowRender: (doc) => (
            <Table<PenjualanLine>
              size="small"
              rowKey="no_faktur_jual"
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
