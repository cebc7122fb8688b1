import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { type PageResult, TEXTS } from '@toko/shared';
import { Button, Flex, Input, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatNumber, formatRupiah } from '../../lib/format';
import { confirmDialog, notifyInfo, notifySuccess } from '../../lib/notify';
import { FIT_TO_WIDTH } from '../data-table/fit-to-width';
import { apiErrorMessage } from '../dialogs/api-error-message';

export const VALIDASI_PAGE_SIZE = 20;

/** The page of waiting documents a validation panel asks for. */
export interface ValidasiPageQuery {
  skip: number;
  limit: number;
  search: string;
}

export interface ValidasiPanelProps<T extends object> {
  /** What is validated, as staff say it: 'Penjualan', 'Titipan'. */
  noun: string;
  /** The documents waiting for a supervisor, one page searched on the server. */
  usePage: (query: ValidasiPageQuery) => UseQueryResult<PageResult<T>>;
  /** Which of them may be ticked (a sale cancelled whole may not); all unless said. */
  waiting?: (row: T) => boolean;
  /** What a row's amount is, when it is not the total ('DP'), and its value. */
  amountLabel?: string;
  amountOf: (row: T) => number;
  /** What validating does, said in the confirmation. */
  consequence: string;
  rowKey: (row: T) => string;
  columns: TableColumnsType<T>;
  expandedRow: (row: T) => ReactNode;
  searchPlaceholder?: string;
  /**
   * Validates the ticked rows and answers how many were validated: the area's mutation,
   * which refreshes the lists whether it went through or not.
   */
  validate: (keys: string[]) => Promise<{ jumlah: number }>;
}

/**
 * A supervisor's validation list (DOMAIN.md §1): the saved documents waiting, paged and
 * searched on the server; tick some, see their count and amount, confirm, validate.
 * Sales, deposits and buybacks use it, and debts will.
 */
export function ValidasiPanel<T extends object>(props: ValidasiPanelProps<T>) {
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);
  const { data, isFetching } = props.usePage({ skip, limit: VALIDASI_PAGE_SIZE, search });
  const rows = (data?.data ?? []).filter((row) => props.waiting?.(row) ?? true);
  const amount = selected.reduce((sum, row) => sum + props.amountOf(row), 0);
  const lower = props.noun.toLowerCase();
  const amountText = `${props.amountLabel ? `${props.amountLabel} ` : ''}${formatRupiah(amount)}`;

  const validasi = async () => {
    const ok = await confirmDialog({
      title: `Apakah Anda Yakin Ingin Memvalidasi ${props.noun} ?`,
      content: `${formatNumber(selected.length)} ${lower}, ${props.amountLabel ?? 'total'} ${formatRupiah(amount)}. ${props.consequence}`,
      okText: 'Validasi',
      cancelText: TEXTS.cancel,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await props.validate(selected.map(props.rowKey));
      notifySuccess(`${formatNumber(result.jumlah)} ${props.noun} Berhasil Divalidasi`);
      setSelected([]);
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={props.searchPlaceholder ?? 'Cari no nota, barcode atau customer'}
          onSearch={(text) => {
            setSkip(0);
            setSearch(text.trim());
          }}
          style={{ maxWidth: 360 }}
          data-testid="validasi-search"
        />
        <Flex align="center" gap={12}>
          <Typography.Text data-testid="validasi-terpilih">
            Dipilih {formatNumber(selected.length)} {lower}, {amountText}
          </Typography.Text>
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            disabled={selected.length === 0}
            loading={busy}
            onClick={() => void validasi()}
            data-testid="validasi"
          >
            Validasi
          </Button>
        </Flex>
      </Flex>
      <Table<T>
        data-testid="validasi-list"
        size="small"
        rowKey={props.rowKey}
        loading={isFetching}
        columns={props.columns}
        dataSource={rows}
        {...FIT_TO_WIDTH}
        locale={{ emptyText: TEXTS.noData }}
        rowSelection={{
          selectedRowKeys: selected.map(props.rowKey),
          onChange: (_keys, picked) => setSelected(picked),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ 'aria-label': `Pilih ${props.rowKey(row)}` }) as object,
        }}
        expandable={{ expandedRowRender: props.expandedRow }}
        pagination={{
          current: Math.floor(skip / VALIDASI_PAGE_SIZE) + 1,
          pageSize: VALIDASI_PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setSkip((page - 1) * VALIDASI_PAGE_SIZE),
        }}
      />
    </>
  );
}
