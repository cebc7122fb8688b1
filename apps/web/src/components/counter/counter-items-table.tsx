import { PlusOutlined } from '@ant-design/icons';
import type { DocumentPhotoFolder } from '@toko/shared';
import { Button, Form, type FormItemProps, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RupiahCell } from '../data-table/rupiah-cell';
import { type ItemListRow, itemPhotoAndRemoveColumns } from '../form/item-list-columns';
import { NumericInput } from '../form/numeric-input';
import { CounterLinesTable } from './counter-lines-table';

/** A document takes at most this many pieces at once. */
const MAX_ITEMS = 20;

/** A rule that wants a number above zero ('Berat Harus Diisi'). */
export const positiveRule = (message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (!(Number(value) > 0)) throw new Error(message);
  },
});

/** One field of a piece's row: `items[row][field]`, tight in its cell. */
export function LineField({
  row,
  field,
  rules,
  width,
  children,
}: {
  row: ItemListRow;
  field: string;
  rules?: FormItemProps['rules'];
  width?: number;
  children: ReactNode;
}) {
  return (
    <Form.Item name={[row.name, field]} rules={rules} style={{ margin: 0, width }}>
      {children}
    </Form.Item>
  );
}

/** A piece's weight on the scale: grams with 3 decimals, above zero. */
export function beratLineColumn(
  disabled: boolean | undefined,
  { width, placeholder }: { width: number; placeholder?: string },
): TableColumnsType<ItemListRow>[number] {
  return {
    key: 'berat',
    title: 'Berat (g)',
    width,
    render: (_v, row) => (
      <LineField row={row} field="berat" rules={[positiveRule('Berat Harus Diisi')]}>
        <NumericInput
          mode="decimal"
          maxDecimals={3}
          placeholder={placeholder}
          disabled={disabled}
          data-testid={`item-berat-${row.name}`}
        />
      </LineField>
    ),
  };
}

/** How many pieces a row stands for: up to four digits. */
export function jumlahLineColumn(
  disabled: boolean | undefined,
  { title, width, rules }: { title: string; width: number; rules?: FormItemProps['rules'] },
): TableColumnsType<ItemListRow>[number] {
  return {
    key: 'jumlah',
    title,
    width,
    render: (_v, row) => (
      <LineField row={row} field="jumlah" rules={rules}>
        <NumericInput
          mode="digits"
          maxLength={4}
          disabled={disabled}
          data-testid={`item-jumlah-${row.name}`}
        />
      </LineField>
    ),
  };
}

export interface CounterItemsTableProps {
  /** The area's name in test ids: `{name}-items`, `{name}-total-berat`, `{name}-total-{totalKey}`. */
  name: string;
  folder: DocumentPhotoFolder;
  disabled?: boolean;
  /** The width of the running number's column. */
  noWidth: number;
  /** The document's own columns, between the running number and the photo; one keyed `berat`. */
  columns: TableColumnsType<ItemListRow>;
  /** The column whose total the foot shows (the ongkos, the value). */
  totalKey: string;
  /** The pieces' weight in grams, written, and their total in rupiah. */
  berat: string;
  total: number;
  newItem: () => object;
}

/**
 * The pieces a customer leaves at a counter (form list `items`: repairs, pledged gold):
 * one row each, a photo, a remove button, the count, weight and money under them, and a
 * button for one more.
 */
export function CounterItemsTable(props: CounterItemsTableProps) {
  const { name, folder, disabled, totalKey } = props;
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => {
        const columns: TableColumnsType<ItemListRow> = [
          { key: 'no', title: 'No', width: props.noWidth, render: (_v, _row, index) => index + 1 },
          ...props.columns,
          ...itemPhotoAndRemoveColumns({ folder, disabled, count: fields.length, remove }),
        ];
        const beratIndex = columns.findIndex((column) => column.key === 'berat');
        const totalIndex = columns.findIndex((column) => column.key === totalKey);
        return (
          <>
            <CounterLinesTable<ItemListRow>
              data-testid={`${name}-items`}
              size="small"
              pagination={false}
              rowKey="key"
              columns={columns}
              dataSource={fields.map(({ key, name: index }) => ({ key, name: index }))}
              scroll={{ x: 'max-content' }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={beratIndex}>
                    <Typography.Text strong>{fields.length} barang</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={beratIndex}>
                    <Typography.Text strong data-testid={`${name}-total-berat`}>
                      {props.berat} g
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={beratIndex + 1} colSpan={totalIndex - beratIndex - 1} />
                  <Table.Summary.Cell index={totalIndex} align="right">
                    <Typography.Text strong data-testid={`${name}-total-${totalKey}`}>
                      <RupiahCell value={props.total} />
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={totalIndex + 1} colSpan={columns.length - totalIndex - 1} />
                </Table.Summary.Row>
              )}
            />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(props.newItem())}
              disabled={disabled || fields.length >= MAX_ITEMS}
              style={{ marginTop: 8 }}
              data-testid="item-tambah"
            >
              Tambah Barang
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
