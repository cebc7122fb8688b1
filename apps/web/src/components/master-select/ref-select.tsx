import { type MasterRecord, type MasterResource, TEXTS } from '@toko/shared';
import { Select } from 'antd';
import { useMasterActive } from './get-master-active';

export interface RefSelectProps {
  /** The master whose code the field holds. */
  master: MasterResource;
  /** The field's label, for the placeholder. */
  label: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  /** Instead of 'Pilih {label}' (a report's filter reads 'Semua {label}' when empty). */
  placeholder?: string;
  id?: string;
  'data-testid'?: string;
}

/** 'CODE - NAME' of a record, as choosers list them. */
export function refOptionLabel(master: MasterResource, record: MasterRecord): string {
  const name = record[master.nameField];
  return name ? `${record[master.codeField]} - ${name}` : String(record[master.codeField]);
}

/**
 * Chooser of another master's active records. A code the record already holds stays
 * shown even when that record has since been deactivated.
 */
export function RefSelect({
  master,
  label,
  value,
  onChange,
  allowClear,
  placeholder,
  id,
  ...rest
}: RefSelectProps) {
  const { data = [], isLoading } = useMasterActive(master);
  const options = data.map((record) => ({
    value: String(record[master.codeField]),
    label: refOptionLabel(master, record),
  }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      data-testid={rest['data-testid']}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={options}
      loading={isLoading}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? `Pilih ${label}`}
      notFoundContent={TEXTS.noData}
    />
  );
}
