import { StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type PembelianDoc, type PembelianLine, TEXTS } from '@toko/shared';
import { Alert, Button, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { batalPembelian } from '../api/batal-pembelian';
import { usePembelianPage } from '../api/get-pembelian-page';
import { purchasesQueryKeys } from '../api/purchases-query-keys';
import { pembelianSummaryColumns } from '../components/pembelian-summary-columns';

const PAGE_SIZE = 20;

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

export const BATAL_PEMBELIAN_TEXTS = {
  dibatalkan: (line: PembelianLine) =>
    line.no_faktur_jual
      ? `Pembelian ${line.no_faktur_beli} dibatalkan: ${line.kode_barcode} kembali tercatat terjual (${line.no_faktur_jual}), ${formatRupiah(line.harga)} kembali ke kas`
      : `Pembelian ${line.no_faktur_beli} dibatalkan: ${line.kode_barcode} keluar dari gudang BELI, ${formatRupiah(line.harga)} kembali ke kas`,
} as const;

/**
 * Batal Pembelian (DOMAIN.md §1): a validated buyback of today is cancelled line by line
 * with a second user's otorisasi and reason, while the piece still waits in gudang BELI;
 * the piece goes back to how it was and the money paid returns to the till.
 */
export function BatalPembelianPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const queryClient = useQueryClient();
  const tglSystem = session?.user.tgl_system ?? '';
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const [done, setDone] = useState<string>();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const { data, isFetching } = usePembelianPage({
    skip,
    limit: PAGE_SIZE,
    search,
    status_valid: 'DONE',
    dari: tglSystem,
    sampai: tglSystem,
  });

  const batal = async (doc: PembelianDoc, line: PembelianLine) => {
    try {
      const result = await requestOtorisasi({
        title: 'Otorisasi Batal Pembelian',
        description: (
          <Alert
            type="warning"
            showIcon
            title={`Batal ${line.no_faktur_beli}: ${line.kode_barcode} ${line.nama_barang}, ${formatBerat(
              line.berat,
            )} gr, ${formatRupiah(line.harga)} dikembalikan oleh ${doc.nama_customer}`}
          />
        ),
        send: (otorisasi) => batalPembelian(line.no_faktur_beli, otorisasi),
      });
      if (!result) return;
      notifySuccess(TEXTS.saved);
      setDone(BATAL_PEMBELIAN_TEXTS.dibatalkan(line));
      await queryClient.invalidateQueries({ queryKey: purchasesQueryKeys.pembelian });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  const lineColumns = (doc: PembelianDoc): TableColumnsType<PembelianLine> => [
    { key: 'no', title: 'No Faktur Beli', dataIndex: 'no_faktur_beli' },
    {
      key: 'barcode',
      title: 'Barcode / Tempat',
      render: (_v, line) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {line.kode_barcode}
          {secondary(line.kode_gudang ? `${line.kode_gudang} / ${line.kode_baki}` : '-')}
        </div>
      ),
    },
    {
      key: 'nama',
      title: 'Nama Barang',
      render: (_v, line) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {line.nama_barang}
          {secondary(line.kode_kondisi)}
        </div>
      ),
    },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
    {
      key: 'harga',
      title: 'Harga Beli',
      align: 'right',
      render: (_v, line) => formatNumber(line.harga),
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
            data-testid={`batal-${line.no_faktur_beli}`}
            onClick={() => void batal(doc, line)}
          >
            Batal
          </Button>
        ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Batal Pembelian'}>
      <Typography.Paragraph type="secondary">
        Pembelian yang sudah divalidasi pada tanggal {formatTanggal(tglSystem)} dapat dibatalkan per barang
        dengan otorisasi, selama barangnya masih di gudang BELI.
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
      <Table<PembelianDoc>
        data-testid="batal-list"
        size="small"
        rowKey="no_faktur_group"
        loading={isFetching}
        columns={pembelianSummaryColumns}
        dataSource={data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: TEXTS.noData }}
        expandable={{
          expandedRowRender: (doc) => (
            <Table<PembelianLine>
              size="small"
              rowKey="no_faktur_beli"
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
