import { SafetyCertificateOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, Flex, Input, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { formatNumber, formatRupiah } from '../../lib/format';
import { confirmDialog, notifyInfo, notifySuccess } from '../../lib/notify';
import { apiErrorMessage } from '../dialogs/api-error-message';

export const VALIDASI_PAGE_SIZE = 20;

export interface ValidasiListProps<T extends object> {
  /** What is validated, as staff say it: 'Penjualan', 'Titipan'. */
  noun: string;
  /** What a row's amount is, when it is not the total ('DP'), and its value. */
  amountLabel?: string;
  amountOf: (row: T) => number;
  /** What validating does, said in the confirmation. */
  consequence: string;
  rowKey: (row: T) => string;
  rows: readonly T[];
  count: number;
  loading: boolean;
  columns: TableColumnsType<T>;
  expandedRow: (row: T) => ReactNode;
  searchPlaceholder: string;
  skip: number;
  onPage: (skip: number) => void;
  onSearch: (text: string) => void;
  /** Validates the ticked rows; answers how many were validated. */
  validate: (keys: string[]) => Promise<{ jumlah: number }>;
  /** After a validation, whether it went through or not: the list reads the server again. */
  onSettled: () => Promise<unknown>;
}

/**
 * A supervisor's validation list (DOMAIN.md §1): the saved transactions waiting, paged on
 * the server; tick some, see their count and amount, confirm, validate. Sales and deposits
 * use it, and purchases and debts will.
 */
export function ValidasiList<T extends object>(props: ValidasiListProps<T>) {
  const [selected, setSelected] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);
  const amount = selected.reduce((sum, row) => sum + props.amountOf(row), 0);
  const lower = props.noun.toLowerCase();
  const amountText = `${props.amountLabel ? `${props.amountLabel} ` : ''}${formatRupiah(amount)}`;

  const validasi = async () => {
    if (selected.length === 0) {
      notifyInfo(`Pilih ${props.noun} yang akan divalidasi`);
      return;
    }
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
      await props.onSettled();
    }
  };

  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={props.searchPlaceholder}
          onSearch={(text) => props.onSearch(text.trim())}
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
        loading={props.loading}
        columns={props.columns}
        dataSource={[...props.rows]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: TEXTS.noData }}
        rowSelection={{
          selectedRowKeys: selected.map(props.rowKey),
          onChange: (_keys, rows) => setSelected(rows),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ 'aria-label': `Pilih ${props.rowKey(row)}` }) as object,
        }}
        expandable={{ expandedRowRender: props.expandedRow }}
        pagination={{
          current: Math.floor(props.skip / VALIDASI_PAGE_SIZE) + 1,
          pageSize: VALIDASI_PAGE_SIZE,
          total: props.count,
          showSizeChanger: false,
          onChange: (page) => props.onPage((page - 1) * VALIDASI_PAGE_SIZE),
        }}
      />
    </>
  );
}
