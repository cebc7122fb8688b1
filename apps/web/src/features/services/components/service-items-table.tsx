import { TEXTS } from '@toko/shared';
import { Form, type TableColumnsType } from 'antd';
import {
  beratLineColumn,
  CounterItemsTable,
  jumlahLineColumn,
  LineField,
  positiveRule,
} from '../../../components/counter/counter-items-table';
import type { ItemListRow } from '../../../components/form/item-list-columns';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { formatBerat } from '../../../lib/format';
import { emptyServiceItem, type ServiceItemRow, totalBerat, totalOngkos } from './service-items';

/** Nama Barang and Kerusakan: narrow enough that the row, photo included, fits a 1366 px screen. */
const TEXT_WIDTH = 160;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** A repair's own fields of each piece: what it is, weight, count, kadar, what is wrong, the ongkos. */
function serviceItemColumns(disabled: boolean | undefined): TableColumnsType<ItemListRow> {
  return [
    {
      key: 'nama',
      title: 'Nama Barang',
      render: (_v, row) => (
        <LineField row={row} field="nama_barang" rules={required(TEXTS.service.namaBarangHarusDiisi)}>
          <UpperCaseInput
            maxLength={150}
            disabled={disabled}
            style={{ width: TEXT_WIDTH }}
            data-testid={`item-nama-${row.name}`}
          />
        </LineField>
      ),
    },
    beratLineColumn(disabled, { width: 110 }),
    jumlahLineColumn(disabled, { title: 'Jumlah', width: 80 }),
    {
      key: 'kadar',
      title: 'Kadar',
      width: 90,
      render: (_v, row) => (
        <LineField row={row} field="kadar">
          <UpperCaseInput maxLength={20} disabled={disabled} data-testid={`item-kadar-${row.name}`} />
        </LineField>
      ),
    },
    {
      key: 'kerusakan',
      title: 'Kerusakan',
      render: (_v, row) => (
        <LineField row={row} field="kerusakan" rules={required(TEXTS.service.kerusakanHarusDiisi)}>
          <UpperCaseInput
            maxLength={300}
            disabled={disabled}
            style={{ width: TEXT_WIDTH }}
            data-testid={`item-kerusakan-${row.name}`}
          />
        </LineField>
      ),
    },
    {
      key: 'ongkos',
      title: 'Ongkos (Rp)',
      width: 140,
      render: (_v, row) => (
        <LineField row={row} field="ongkos" rules={[positiveRule(TEXTS.service.ongkosHarusDiisi)]}>
          <RupiahInput disabled={disabled} data-testid={`item-ongkos-${row.name}`} />
        </LineField>
      ),
    },
  ];
}

/**
 * The pieces the customer leaves (form list `items`): what each is, its weight on the
 * scale (grams, 3 decimals), how many, its kadar, what is wrong, the ongkos agreed and
 * a photo of the piece as the customer left it.
 */
export function ServiceItemsTable({ disabled }: { disabled?: boolean }) {
  const form = Form.useFormInstance();
  const items = (Form.useWatch('items', form) ?? []) as ServiceItemRow[];
  return (
    <CounterItemsTable
      name="service"
      folder="service"
      disabled={disabled}
      noWidth={48}
      columns={serviceItemColumns(disabled)}
      totalKey="ongkos"
      berat={formatBerat(totalBerat(items))}
      total={totalOngkos(items)}
      newItem={emptyServiceItem}
    />
  );
}
