import { SearchOutlined } from '@ant-design/icons';
import { TEXTS, type TitipanDoc } from '@toko/shared';
import { Button, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/data-table';
import { useTitipanPage } from '../api/get-titipan-page';
import { TitipanLinesTable } from './titipan-lines-table';
import { customerCell, isiCell, noTitipCell, rupiahCell } from './titipan-summary-columns';

const PAGE_SIZE = 10;

export interface AmbilTitipanDialogProps {
  open: boolean;
  onPick: (doc: TitipanDoc) => void;
  onClose: () => void;
}

/**
 * The deposits a customer can collect: open and validated (one not yet validated has
 * no pieces in gudang TITIP and no DP booked, and the server refuses it), searched on
 * the server by number, barcode, name or phone.
 */
export function AmbilTitipanDialog({ open, onPick, onClose }: AmbilTitipanDialogProps) {
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
  const { data, isFetching } = useTitipanPage(
    { skip, limit: PAGE_SIZE, search, status: 'OPEN', status_valid: 'DONE' },
    open,
  );

  const columns: TableColumnsType<TitipanDoc> = [
    { key: 'no', title: 'No Titip / Tanggal', render: (_v, doc) => noTitipCell(doc) },
    { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
    { key: 'isi', title: 'Barang', render: (_v, doc) => isiCell(doc) },
    { key: 'total', title: 'Total (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.total) },
    { key: 'dp', title: 'DP (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.dp) },
    {
      key: 'sisa',
      title: 'Sisa (Rp)',
      align: 'right',
      render: (_v, doc) => <strong>{rupiahCell(doc.sisa)}</strong>,
    },
    {
      key: 'pilih',
      title: 'Aksi',
      render: (_v, doc) => (
        <Button type="primary" size="small" onClick={() => onPick(doc)} data-testid={`pilih-${doc.no_titip}`}>
          Pilih
        </Button>
      ),
    },
  ];

  return (
    <Modal open={open} title="Ambil Titipan" onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <Input
        aria-label="Cari Titipan"
        data-testid="ambil-titipan-search"
        allowClear
        maxLength={100}
        prefix={<SearchOutlined />}
        placeholder="No Titip, Barcode, Nama Customer atau No HP"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<TitipanDoc>
        data-testid="ambil-titipan-list"
        size="small"
        rowKey="no_titip"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (doc) => <TitipanLinesTable items={doc.items} /> }}
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
