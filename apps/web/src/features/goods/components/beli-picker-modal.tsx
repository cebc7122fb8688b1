import { SearchOutlined } from '@ant-design/icons';
import { type Barang, TEXTS } from '@toko/shared';
import { type ButtonProps, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/use-server-page';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';
import { useCucianMenunggu } from '../api/cucian';

export interface BeliPickerModalProps {
  open: boolean;
  /** Pieces already on the screen's list: shown, but cannot be picked again. */
  chosen: readonly string[];
  onPick: (barcodes: string[]) => void;
  onClose: () => void;
}

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<Barang> = [
  { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
  { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
  { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
  { key: 'kode_baki', title: 'Baki', dataIndex: 'kode_baki' },
  {
    key: 'tgl_masuk',
    title: 'Tgl Masuk',
    dataIndex: 'tgl_masuk',
    render: (value: string) => formatTanggal(value),
  },
  { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_value, row) => formatBerat(row.berat) },
];

/** Search text that takes effect after a pause in typing, starting again from the first page. */
function useSearchPaging() {
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  return { page, setPage, searchText, setSearchText, search };
}

/** The pieces waiting in gudang BELI, paged on the server, to pick several at once instead of scanning. */
export function BeliPickerModal({ open, chosen, onPick, onClose }: BeliPickerModalProps) {
  const { page, setPage, searchText, setSearchText, search } = useSearchPaging();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    if (!open) setSelected([]);
  }, [open]);
  const query = { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, search: search || undefined };
  const { data, isFetching } = useCucianMenunggu(query, open);

  return (
    <Modal
      open={open}
      title="Pilih Barang Pembelian (Gudang BELI)"
      width={880}
      okText={`Tambahkan ${formatNumber(selected.length)} Barang`}
      cancelText={TEXTS.cancel}
      okButtonProps={{ disabled: selected.length === 0, 'data-testid': 'pilih-beli-ok' } as ButtonProps}
      onOk={() => onPick(selected)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input
        aria-label="Cari"
        allowClear
        maxLength={100}
        prefix={<SearchOutlined />}
        placeholder="Barcode atau Nama Barang"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<Barang>
        data-testid="pilih-beli-table"
        size="small"
        rowKey="kode_barcode"
        columns={COLUMNS}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ disabled: chosen.includes(row.kode_barcode) }),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showTotal: (total) => `Total ${formatNumber(total)} data`,
          onChange: setPage,
        }}
      />
    </Modal>
  );
}
