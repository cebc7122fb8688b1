import { HARGA_EMAS_SYSTEM_USER, type HargaEmasRow } from '@toko/shared';
import { Flex, Form, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { formatNumber } from '../../../../lib/format';
import { formatWaktuRingkas } from '../../../../lib/shop-time';
import type { PriceField } from './harga-emas-draft';
import {
  AUTO_COPY_HINT,
  AUTO_COPY_TAG,
  ENTERED_TAG,
  LATER_HINT,
  MASTER_HINT,
  MASTER_PRICE_TAG,
  NOT_ENTERED_TAG,
} from './harga-emas-texts';
import { PriceInput } from './price-input';
import type { HargaEmasDrafts } from './use-harga-emas-drafts';

function hinted(text: string, hint: string, color: string) {
  return (
    <Tooltip title={hint}>
      <Tag color={color}>{text}</Tag>
    </Tooltip>
  );
}

function stateTag(row: HargaEmasRow, isToday: boolean) {
  if (row.sumber === 'MASTER') {
    return isToday
      ? hinted(MASTER_PRICE_TAG, MASTER_HINT, 'orange')
      : hinted(NOT_ENTERED_TAG, LATER_HINT, 'orange');
  }
  if (row.updated_by === HARGA_EMAS_SYSTEM_USER) return hinted(AUTO_COPY_TAG, AUTO_COPY_HINT, 'blue');
  return <Tag color="green">{ENTERED_TAG}</Tag>;
}

type ColumnsState = Pick<HargaEmasDrafts, 'isToday' | 'currentOf' | 'isChanged' | 'problemOf' | 'edit'>;

/** The price table's columns: each group's two price fields over its master price, and where the price stands. */
export function hargaEmasColumns({
  isToday,
  currentOf,
  isChanged,
  problemOf,
  edit,
}: ColumnsState): TableColumnsType<HargaEmasRow> {
  const priceColumn = (field: PriceField, title: string, masterOf: (row: HargaEmasRow) => number) => ({
    key: field,
    title,
    render: (_value: unknown, row: HargaEmasRow) => {
      const problem = problemOf(row, field);
      return (
        <Form.Item
          // A fixed width: a long message wraps instead of shifting the columns.
          style={{ margin: 0, width: 220 }}
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? `${MASTER_PRICE_TAG}: ${formatNumber(masterOf(row))}`}
        >
          <PriceInput
            aria-label={`${title} ${row.kode_group}`}
            data-testid={`harga-emas-${field}-${row.kode_group}`}
            value={currentOf(row)[field]}
            status={problem ? 'error' : undefined}
            onChange={(digits) => edit(row, field, digits)}
          />
        </Form.Item>
      );
    },
  });

  return [
    { key: 'kode_group', title: 'Kode Group', dataIndex: 'kode_group' },
    { key: 'nama_group', title: 'Nama Group', dataIndex: 'nama_group' },
    priceColumn('harga_jual', 'Harga Jual / Gram', (row) => row.harga_master_jual),
    priceColumn('harga_beli', 'Harga Beli / Gram', (row) => row.harga_master_beli),
    {
      key: 'keterangan',
      title: 'Keterangan',
      render: (_value: unknown, row: HargaEmasRow) => (
        <Flex vertical gap={2} align="start">
          {stateTag(row, isToday)}
          {row.sumber === 'HARIAN' && row.updated_by !== HARGA_EMAS_SYSTEM_USER && row.updated_at && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.updated_by}, {formatWaktuRingkas(row.updated_at)}
            </Typography.Text>
          )}
          {isChanged(row) && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              Diubah, belum disimpan
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];
}
