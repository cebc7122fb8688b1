import { PlusOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, Form, Table, type TableColumnsType, Typography } from 'antd';
import { CounterLinesTable } from '../../../components/counter/counter-lines-table';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { type ItemListRow, itemPhotoAndRemoveColumns } from '../../../components/form/item-list-columns';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { formatBerat } from '../../../lib/format';
import { emptyServiceItem, type ServiceItemRow, totalBerat, totalOngkos } from './service-items';

const MAX_ITEMS = 20;
/** Nama Barang and Kerusakan: narrow enough that the row, photo included, fits a 1366 px screen. */
const TEXT_WIDTH = 160;

type Row = ItemListRow;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * The pieces the customer leaves (form list `items`): what each is, its weight on the
 * scale (grams, 3 decimals), how many, its kadar, what is wrong, the ongkos agreed and
 * a photo of the piece as the customer left it.
 */
export function ServiceItemsTable({ disabled }: { disabled?: boolean }) {
  const form = Form.useFormInstance();
  const items = (Form.useWatch('items', form) ?? []) as ServiceItemRow[];
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => {
        const columns: TableColumnsType<Row> = [
          {
            key: 'no',
            title: 'No',
            width: 48,
            render: (_v, _row, index) => index + 1,
          },
          {
            key: 'nama',
            title: 'Nama Barang',
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'nama_barang']}
                rules={required(TEXTS.service.namaBarangHarusDiisi)}
                noStyle={false}
                style={{ margin: 0 }}
              >
                <UpperCaseInput
                  maxLength={150}
                  disabled={disabled}
                  style={{ width: TEXT_WIDTH }}
                  data-testid={`item-nama-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'berat',
            title: 'Berat (g)',
            width: 110,
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'berat']}
                style={{ margin: 0 }}
                rules={[
                  {
                    validator: async (_rule, value: unknown) => {
                      if (!(Number(value) > 0)) throw new Error('Berat Harus Diisi');
                    },
                  },
                ]}
              >
                <NumericInput
                  mode="decimal"
                  maxDecimals={3}
                  disabled={disabled}
                  data-testid={`item-berat-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'jumlah',
            title: 'Jumlah',
            width: 80,
            render: (_v, row) => (
              <Form.Item name={[row.name, 'jumlah']} style={{ margin: 0 }}>
                <NumericInput
                  mode="digits"
                  maxLength={4}
                  disabled={disabled}
                  data-testid={`item-jumlah-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'kadar',
            title: 'Kadar',
            width: 90,
            render: (_v, row) => (
              <Form.Item name={[row.name, 'kadar']} style={{ margin: 0 }}>
                <UpperCaseInput maxLength={20} disabled={disabled} data-testid={`item-kadar-${row.name}`} />
              </Form.Item>
            ),
          },
          {
            key: 'kerusakan',
            title: 'Kerusakan',
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'kerusakan']}
                rules={required(TEXTS.service.kerusakanHarusDiisi)}
                style={{ margin: 0 }}
              >
                <UpperCaseInput
                  maxLength={300}
                  disabled={disabled}
                  style={{ width: TEXT_WIDTH }}
                  data-testid={`item-kerusakan-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'ongkos',
            title: 'Ongkos (Rp)',
            width: 140,
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'ongkos']}
                style={{ margin: 0 }}
                rules={[
                  {
                    validator: async (_rule, value: number | null | undefined) => {
                      if (!value || value <= 0) throw new Error(TEXTS.service.ongkosHarusDiisi);
                    },
                  },
                ]}
              >
                <RupiahInput disabled={disabled} data-testid={`item-ongkos-${row.name}`} />
              </Form.Item>
            ),
          },
          ...itemPhotoAndRemoveColumns({ folder: 'service', disabled, count: fields.length, remove }),
        ];
        return (
          <>
            <CounterLinesTable<Row>
              data-testid="service-items"
              size="small"
              pagination={false}
              rowKey="key"
              columns={columns}
              dataSource={fields.map(({ key, name }) => ({ key, name }))}
              scroll={{ x: 'max-content' }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{fields.length} barang</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2}>
                    <Typography.Text strong data-testid="service-total-berat">
                      {formatBerat(totalBerat(items))} g
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} colSpan={3} />
                  <Table.Summary.Cell index={6} align="right">
                    <Typography.Text strong data-testid="service-total-ongkos">
                      <RupiahCell value={totalOngkos(items)} />
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={7} colSpan={2} />
                </Table.Summary.Row>
              )}
            />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(emptyServiceItem())}
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
