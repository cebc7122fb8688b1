import { TEXTS } from '@toko/shared';
import { Select } from 'antd';
import { useBakiByGudang } from '../api/get-baki-by-gudang';

export interface ScanBakiSelectProps {
  /** The trays of this gudang are offered; nothing until one is chosen. */
  kodeGudang: string | undefined;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  'data-testid'?: string;
  disabled?: boolean;
}

/** Chooser of a tray (baki) inside the chosen gudang. */
export function ScanBakiSelect({ kodeGudang, value, onChange, id, disabled, ...rest }: ScanBakiSelectProps) {
  const { data = [], isFetching } = useBakiByGudang(kodeGudang);
  return (
    <Select
      id={id}
      data-testid={rest['data-testid']}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={data.map((baki) => ({
        value: baki.kode_baki,
        label: `${baki.kode_baki} - ${baki.nama_baki}`,
      }))}
      loading={isFetching}
      disabled={disabled || !kodeGudang}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={kodeGudang ? 'Pilih Baki' : 'Pilih Gudang Dahulu'}
      notFoundContent={TEXTS.noData}
    />
  );
}
