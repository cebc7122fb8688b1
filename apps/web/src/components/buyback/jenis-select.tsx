import { masterResource, TEXTS } from '@toko/shared';
import { Select } from 'antd';
import { useMasterActive } from '../master-select/get-master-active';

const JENIS = masterResource('jenis');

export interface JenisSelectProps {
  /** Only the jenis of this group are offered; nothing until a group is chosen. */
  kodeGroup: string | undefined;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'data-testid'?: string;
}

/** Chooser of a jenis (kode_dept) of the chosen group, for gold bought without receipt. */
export function JenisSelect({ kodeGroup, value, onChange, id, ...rest }: JenisSelectProps) {
  const { data = [], isLoading } = useMasterActive(JENIS);
  const options = data
    .filter((record) => record.kode_group === kodeGroup)
    .map((record) => ({
      value: String(record.kode_dept),
      label: `${record.kode_dept} - ${record.nama_dept}`,
    }));
  return (
    <Select
      id={id}
      data-testid={rest['data-testid']}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={options}
      loading={isLoading}
      disabled={!kodeGroup}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={kodeGroup ? 'Pilih Jenis' : 'Pilih Group Dahulu'}
      notFoundContent={TEXTS.noData}
    />
  );
}
