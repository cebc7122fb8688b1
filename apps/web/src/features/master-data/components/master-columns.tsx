import type { MasterField, MasterRecord, MasterResource } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import type { CsvColumn } from '../../../lib/csv-export';
import { EMPTY_CELL, formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { isFieldShown } from './master-field-visibility';

export const STATUS_ACTIVE = 'Aktif';
export const STATUS_INACTIVE = 'Tidak Aktif';
export const STATUS_TITLE = 'Status';

const yesNo = (value: unknown) => (value ? 'Ya' : 'Tidak');
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A field's value as the table shows it: "Rp 1,480,000", "87.125", "58.5%", "Ya". */
export function masterCellText(field: MasterField, value: unknown): string {
  if (isEmpty(value)) return EMPTY_CELL;
  switch (field.kind) {
    case 'rupiah':
      return formatRupiah(Number(value));
    case 'integer':
      return formatNumber(Number(value));
    case 'grams':
      return formatBerat(value as number | string);
    case 'percent':
      return `${formatNumber(Number(value))}%`;
    case 'boolean':
      return yesNo(value);
    case 'date':
      return formatTanggal(String(value));
    default:
      return String(value);
  }
}

/** A field's value in the CSV file: plain numbers a spreadsheet can add up, grams with 3 decimals. */
export function masterCsvValue(field: MasterField, value: unknown): string | number {
  if (isEmpty(value)) return '';
  switch (field.kind) {
    case 'rupiah':
    case 'integer':
    case 'percent':
      return Number(value);
    case 'grams':
      return Number(value).toFixed(3);
    case 'boolean':
      return yesNo(value);
    default:
      return String(value);
  }
}

const isNumber = (field: MasterField) =>
  field.kind === 'rupiah' || field.kind === 'integer' || field.kind === 'grams' || field.kind === 'percent';

/**
 * The table's columns for the fields marked inTable, then the status where the master
 * has one. A value that does not apply to the record's type shows as '-'.
 */
export function masterDataColumns(entry: MasterResource): TableColumnsType<MasterRecord> {
  const columns: TableColumnsType<MasterRecord> = entry.fields
    .filter((field) => field.inTable)
    .map((field) => ({
      key: field.name,
      title: field.label,
      dataIndex: field.name,
      align: isNumber(field) ? 'right' : 'left',
      render: (value: unknown, record: MasterRecord) => {
        if (!isFieldShown(entry, field.name, record)) return EMPTY_CELL;
        if (field.kind === 'rupiah' && !isEmpty(value)) return <RupiahCell value={Number(value)} />;
        return masterCellText(field, value);
      },
    }));
  if (entry.hasStatus) {
    columns.push({
      key: 'status_aktif',
      title: STATUS_TITLE,
      dataIndex: 'status_aktif',
      align: 'center',
      render: (value: unknown) =>
        value === false ? <Tag>{STATUS_INACTIVE}</Tag> : <Tag color="success">{STATUS_ACTIVE}</Tag>,
    });
  }
  return columns;
}

/** Every field of the master (not only the table's), then the status. */
export function masterCsvColumns(entry: MasterResource): CsvColumn<MasterRecord>[] {
  const columns: CsvColumn<MasterRecord>[] = entry.fields.map((field) => ({
    title: field.label,
    value: (record) => masterCsvValue(field, record[field.name]),
  }));
  if (entry.hasStatus) {
    columns.push({
      title: STATUS_TITLE,
      value: (record) => (record.status_aktif === false ? STATUS_INACTIVE : STATUS_ACTIVE),
    });
  }
  return columns;
}
