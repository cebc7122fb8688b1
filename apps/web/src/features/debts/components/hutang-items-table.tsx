import { masterResource, TEXTS } from '@toko/shared';
import { Form, type FormInstance, type TableColumnsType, Typography } from 'antd';
import { JenisSelect } from '../../../components/buyback/jenis-select';
import {
  beratLineColumn,
  CounterItemsTable,
  jumlahLineColumn,
  LineField,
  positiveRule,
} from '../../../components/counter/counter-items-table';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import type { ItemListRow } from '../../../components/form/item-list-columns';
import { NumericInput } from '../../../components/form/numeric-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { RefSelect } from '../../../components/master-select/ref-select';
import { EMPTY_CELL, formatBerat, formatRupiah } from '../../../lib/format';
import { emptyHutangItem, type HutangItemRow, type Taksiran } from './hutang-taksiran';

/** The buy price a piece's value comes from: "Rp 1,380,000 / g". */
const perGram = (value: number) => `${formatRupiah(value)} / g`;
const groupMaster = masterResource('group');

/** A piece's value at the day's buy price of its group, over that price per gram. */
function NilaiCell({ taksiran, row }: { taksiran: Taksiran; row: ItemListRow }) {
  const line = taksiran.lines[row.name];
  return (
    <div>
      <Typography.Text strong data-testid={`item-nilai-${row.name}`}>
        {line?.nilai !== null && line?.nilai !== undefined ? <RupiahCell value={line.nilai} /> : EMPTY_CELL}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {line?.hargaGram ? <RupiahCell value={line.hargaGram} format={perGram} /> : EMPTY_CELL}
      </Typography.Text>
    </div>
  );
}

interface HutangColumnsOptions {
  items: HutangItemRow[];
  taksiran: Taksiran;
  disabled: boolean | undefined;
  pickGroup: (name: number, kodeGroup: string | undefined) => void;
}

/** A loan's own fields of each piece: group and jenis, what it is, weight, kadar, count, and its value. */
function hutangItemColumns({ items, taksiran, disabled, pickGroup }: HutangColumnsOptions) {
  const columns: TableColumnsType<ItemListRow> = [
    {
      key: 'group',
      title: 'Group',
      render: (_v, row) => (
        <LineField
          row={row}
          field="kode_group"
          rules={[{ required: true, message: 'Group Harus Dipilih' }]}
          width={115}
        >
          <RefSelect
            master={groupMaster}
            label="Group"
            data-testid={`item-group-${row.name}`}
            onChange={(next) => pickGroup(row.name, next)}
          />
        </LineField>
      ),
    },
    {
      key: 'jenis',
      title: 'Jenis',
      render: (_v, row) => (
        <LineField
          row={row}
          field="kode_dept"
          rules={[{ required: true, message: 'Jenis Harus Dipilih' }]}
          width={130}
        >
          <JenisSelect kodeGroup={items[row.name]?.kode_group} data-testid={`item-jenis-${row.name}`} />
        </LineField>
      ),
    },
    {
      key: 'nama',
      title: 'Nama Barang',
      render: (_v, row) => (
        <LineField
          row={row}
          field="nama_barang"
          rules={[{ required: true, whitespace: true, message: TEXTS.hutang.namaBarangHarusDiisi }]}
        >
          <UpperCaseInput
            maxLength={150}
            disabled={disabled}
            style={{ width: 150 }}
            data-testid={`item-nama-${row.name}`}
          />
        </LineField>
      ),
    },
    beratLineColumn(disabled, { width: 100, placeholder: '0.000' }),
    {
      key: 'kadar',
      title: 'Kadar (%)',
      width: 80,
      render: (_v, row) => (
        <LineField row={row} field="kadar" rules={[positiveRule('Kadar Harus Diisi')]}>
          <NumericInput
            mode="decimal"
            maxDecimals={2}
            disabled={disabled}
            data-testid={`item-kadar-${row.name}`}
          />
        </LineField>
      ),
    },
    jumlahLineColumn(disabled, { title: 'Jml', width: 60, rules: [positiveRule('Jumlah minimal 1')] }),
    {
      key: 'nilai',
      title: 'Nilai (Harga Beli)',
      align: 'right',
      render: (_v, row) => <NilaiCell taksiran={taksiran} row={row} />,
    },
  ];
  return columns;
}

/** A group chosen: its jenis start over and its kadar becomes the piece's (typed over when different). */
function usePickGroup(form: FormInstance) {
  const groups = useMasterActive(groupMaster);
  return (name: number, kodeGroup: string | undefined) => {
    const kadar = Number(groups.data?.find((row) => row.kode_group === kodeGroup)?.kadar ?? 0);
    form.setFieldValue(['items', name, 'kode_dept'], undefined);
    if (kadar > 0) form.setFieldValue(['items', name, 'kadar'], String(kadar));
  };
}

/**
 * The pledged pieces (form list `items`): group and its jenis, what the piece is, its
 * weight (grams, 3 decimals), kadar, how many and a photo; beside each the day's buy
 * price of its group and what the piece is worth at it.
 */
export function HutangItemsTable({ taksiran, disabled }: { taksiran: Taksiran; disabled?: boolean }) {
  const form = Form.useFormInstance();
  const pickGroup = usePickGroup(form);
  const items = (Form.useWatch('items', form) ?? []) as HutangItemRow[];
  return (
    <CounterItemsTable
      name="hutang"
      folder="hutang"
      disabled={disabled}
      noWidth={40}
      columns={hutangItemColumns({ items, taksiran, disabled, pickGroup })}
      totalKey="nilai"
      berat={formatBerat(taksiran.berat)}
      total={taksiran.nilaiTaksiran}
      newItem={emptyHutangItem}
    />
  );
}
