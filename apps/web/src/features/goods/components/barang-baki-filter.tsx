import { TEXTS } from '@toko/shared';
import { Select } from 'antd';
import { useBakiByGudang } from '../api/get-baki-by-gudang';

export interface BarangBakiFilterProps {
  kodeGudang: string | undefined;
  value?: string;
  onChange: (value: string | undefined) => void;
  'data-testid'?: string;
}

/** A tray of the chosen gudang as a list filter: clearable, unlike the choosers of a write. */
export function BarangBakiFilter({ kodeGudang, value, onChange, ...rest }: BarangBakiFilterProps) {
  const { data = [], isFetching } = useBakiByGudang(kodeGudang);
  return (
    <Select
      data-testid={rest['data-testid']}
      value={value}
      onChange={(next: string | undefined) => onChange(next)}
      options={data.map((baki) => ({
        value: baki.kode_baki,
        label: `${baki.kode_baki} - ${baki.nama_baki}`,
      }))}
      loading={isFetching}
      disabled={!kodeGudang}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={kodeGudang ? 'Semua Baki' : 'Pilih Gudang Dahulu'}
      notFoundContent={TEXTS.noData}
      style={{ width: '100%' }}
    />
  );
}
