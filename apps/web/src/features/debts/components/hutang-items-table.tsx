import { PlusOutlined } from '@ant-design/icons';
import { masterResource, TEXTS } from '@toko/shared';
import { Button, Form, Table, type TableColumnsType, Typography } from 'antd';
import { JenisSelect } from '../../../components/buyback/jenis-select';
import { CounterLinesTable } from '../../../components/counter/counter-lines-table';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { type ItemListRow, itemPhotoAndRemoveColumns } from '../../../components/form/item-list-columns';
import { NumericInput } from '../../../components/form/numeric-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { RefSelect } from '../../../components/master-select/ref-select';
import { EMPTY_CELL, formatBerat, formatRupiah } from '../../../lib/format';
import { emptyHutangItem, type HutangItemRow, type Taksiran } from './hutang-taksiran';

const MAX_ITEMS = 20;
/** The buy price a piece's value comes from: "Rp 1,380,000 / g". */
const perGram = (value: number) => `${formatRupiah(value)} / g`;
const groupMaster = masterResource('group');

type Row = ItemListRow;

const positive = (message: string) => [
  {
    validator: async (_rule: unknown, value: unknown) => {
      if (!(Number(value) > 0)) throw new Error(message);
    },
  },
];

/**
 * The pledged pieces (form list `items`): group and its jenis, what the piece is, its
 * weight (grams, 3 decimals), kadar, how many and a photo; beside each the day's buy
 * price of its group and what the piece is worth at it.
 */
export function HutangItemsTable({ taksiran, disabled }: { taksiran: Taksiran; disabled?: boolean }) {
  const form = Form.useFormInstance();
  const groups = useMasterActive(groupMaster);
  const items = (Form.useWatch('items', form) ?? []) as HutangItemRow[];

  /** A group chosen: its jenis start over and its kadar becomes the piece's (typed over when different). */
  const pickGroup = (name: number, kodeGroup: string | undefined) => {
    const kadar = Number(groups.data?.find((row) => row.kode_group === kodeGroup)?.kadar ?? 0);
    form.setFieldValue(['items', name, 'kode_dept'], undefined);
    if (kadar > 0) form.setFieldValue(['items', name, 'kadar'], String(kadar));
  };

  return (
    <Form.List name="items">
      {(fields, { add, remove }) => {
        const columns: TableColumnsType<Row> = [
          { key: 'no', title: 'No', width: 40, render: (_v, _row, index) => index + 1 },
          {
            key: 'group',
            title: 'Group',
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'kode_group']}
                rules={[{ required: true, message: 'Group Harus Dipilih' }]}
                style={{ margin: 0, width: 115 }}
              >
                <RefSelect
                  master={groupMaster}
                  label="Group"
                  data-testid={`item-group-${row.name}`}
                  onChange={(next) => pickGroup(row.name, next)}
                />
              </Form.Item>
            ),
          },
          {
            key: 'jenis',
            title: 'Jenis',
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'kode_dept']}
                rules={[{ required: true, message: 'Jenis Harus Dipilih' }]}
                style={{ margin: 0, width: 130 }}
              >
                <JenisSelect kodeGroup={items[row.name]?.kode_group} data-testid={`item-jenis-${row.name}`} />
              </Form.Item>
            ),
          },
          {
            key: 'nama',
            title: 'Nama Barang',
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'nama_barang']}
                rules={[{ required: true, whitespace: true, message: TEXTS.hutang.namaBarangHarusDiisi }]}
                style={{ margin: 0 }}
              >
                <UpperCaseInput
                  maxLength={150}
                  disabled={disabled}
                  style={{ width: 150 }}
                  data-testid={`item-nama-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'berat',
            title: 'Berat (g)',
            width: 100,
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'berat']}
                rules={positive('Berat Harus Diisi')}
                style={{ margin: 0 }}
              >
                <NumericInput
                  mode="decimal"
                  maxDecimals={3}
                  placeholder="0.000"
                  disabled={disabled}
                  data-testid={`item-berat-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'kadar',
            title: 'Kadar (%)',
            width: 80,
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'kadar']}
                rules={positive('Kadar Harus Diisi')}
                style={{ margin: 0 }}
              >
                <NumericInput
                  mode="decimal"
                  maxDecimals={2}
                  disabled={disabled}
                  data-testid={`item-kadar-${row.name}`}
                />
              </Form.Item>
            ),
          },
          {
            key: 'jumlah',
            title: 'Jml',
            width: 60,
            render: (_v, row) => (
              <Form.Item
                name={[row.name, 'jumlah']}
                rules={positive('Jumlah minimal 1')}
                style={{ margin: 0 }}
              >
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
            key: 'nilai',
            title: 'Nilai (Harga Beli)',
            align: 'right',
            render: (_v, row) => {
              const line = taksiran.lines[row.name];
              return (
                <div>
                  <Typography.Text strong data-testid={`item-nilai-${row.name}`}>
                    {line?.nilai !== null && line?.nilai !== undefined ? (
                      <RupiahCell value={line.nilai} />
                    ) : (
                      EMPTY_CELL
                    )}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {line?.hargaGram ? <RupiahCell value={line.hargaGram} format={perGram} /> : EMPTY_CELL}
                  </Typography.Text>
                </div>
              );
            },
          },
          ...itemPhotoAndRemoveColumns({ folder: 'hutang', disabled, count: fields.length, remove }),
        ];
        return (
          <>
            <CounterLinesTable<Row>
              data-testid="hutang-items"
              size="small"
              pagination={false}
              rowKey="key"
              columns={columns}
              dataSource={fields.map(({ key, name }) => ({ key, name }))}
              scroll={{ x: 'max-content' }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <Typography.Text strong>{fields.length} barang</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4}>
                    <Typography.Text strong data-testid="hutang-total-berat">
                      {formatBerat(taksiran.berat)} g
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} colSpan={2} />
                  <Table.Summary.Cell index={7} align="right">
                    <Typography.Text strong data-testid="hutang-total-nilai">
                      <RupiahCell value={taksiran.nilaiTaksiran} />
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={8} colSpan={2} />
                </Table.Summary.Row>
              )}
            />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(emptyHutangItem())}
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
