import { masterResource, TEXTS } from '@toko/shared';
import { Select } from 'antd';
import { useMasterActive } from '../../../components/master-select/get-master-active';

const JENIS = masterResource('jenis');

export interface BarangJenisSelectProps {
  /** Only the jenis of this group are offered; nothing until a group is chosen. */
  kodeGroup: string | undefined;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  allowClear?: boolean;
  disabled?: boolean;
  size?: 'small' | 'middle';
  status?: 'error';
  'data-testid'?: string;
}

/** Chooser of a jenis (kode_dept) of the chosen group. */
export function BarangJenisSelect({ kodeGroup, value, onChange, disabled, ...rest }: BarangJenisSelectProps) {
  const { data = [], isLoading } = useMasterActive(JENIS);
  const options = data
    .filter((record) => record.kode_group === kodeGroup)
    .map((record) => ({
      value: String(record.kode_dept),
      label: `${record.kode_dept} - ${record.nama_dept}`,
    }));
  return (
    <Select
      id={rest.id}
      data-testid={rest['data-testid']}
      size={rest.size}
      status={rest.status}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={options}
      loading={isLoading}
      allowClear={rest.allowClear}
      disabled={disabled || !kodeGroup}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={kodeGroup ? 'Pilih Jenis' : 'Pilih Group Dahulu'}
      notFoundContent={TEXTS.noData}
      popupMatchSelectWidth={false}
    />
  );
}
