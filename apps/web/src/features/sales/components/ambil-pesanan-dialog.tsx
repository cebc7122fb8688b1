import { SearchOutlined } from '@ant-design/icons';
import { type PesananDoc, TEXTS } from '@toko/shared';
import { Button, Input, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/data-table';
import { formatBerat } from '../../../lib/format';
import { usePesananSiap } from '../api/get-pesanan-page';
import { customerCell, noTitipCell, rupiahCell } from './titipan-summary-columns';

const PAGE_SIZE = 10;

export interface AmbilPesananDialogProps {
  open: boolean;
  onPick: (doc: PesananDoc) => void;
  onClose: () => void;
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/**
 * The orders a customer can collect: made (DONE: the piece is in stock with the order's
 * number), searched on the server by number, the made piece's barcode, name or phone,
 * so a number typed from the customer's slip finds its order at once.
 */
export function AmbilPesananDialog({ open, onPick, onClose }: AmbilPesananDialogProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setSkip(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = usePesananSiap({ skip, limit: PAGE_SIZE, search }, open);

  const columns: TableColumnsType<PesananDoc> = [
    {
      key: 'no',
      title: 'No Pesanan / Tanggal',
      render: (_v, doc) =>
        noTitipCell({ no_titip: doc.no_pesanan, tgl_system: doc.tgl_system, jam: doc.jam }),
    },
    { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
    {
      key: 'pesanan',
      title: 'Pesanan',
      render: (_v, doc) => (
        <div style={{ maxWidth: 220 }}>
          {doc.deskripsi}
          {secondary(`${doc.kode_group} / ${doc.kode_dept} · estimasi ${formatBerat(doc.berat)} gr`)}
        </div>
      ),
    },
    { key: 'barcode', title: 'Barcode', render: (_v, doc) => doc.kode_barcode ?? '-' },
    { key: 'total', title: 'Estimasi (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.total) },
    {
      key: 'dp',
      title: 'DP (Rp)',
      align: 'right',
      render: (_v, doc) => <strong>{rupiahCell(doc.dp)}</strong>,
    },
    {
      key: 'pilih',
      title: 'Aksi',
      render: (_v, doc) => (
        <Button
          type="primary"
          size="small"
          onClick={() => onPick(doc)}
          data-testid={`pilih-${doc.no_pesanan}`}
        >
          Pilih
        </Button>
      ),
    },
  ];

  return (
    <Modal open={open} title="Ambil Pesanan" onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      <Input
        aria-label="Cari Pesanan"
        data-testid="ambil-pesanan-search"
        allowClear
        maxLength={100}
        prefix={<SearchOutlined />}
        placeholder="No Pesanan, Barcode, Nama Customer atau No HP"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<PesananDoc>
        data-testid="ambil-pesanan-list"
        size="small"
        rowKey="no_pesanan"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: Math.floor(skip / PAGE_SIZE) + 1,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setSkip((page - 1) * PAGE_SIZE),
        }}
      />
    </Modal>
  );
}
