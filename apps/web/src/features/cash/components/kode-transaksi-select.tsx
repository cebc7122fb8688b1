import { TEXTS } from '@toko/shared';
import { Flex, Select } from 'antd';
import { JenisTransaksiTag } from './jenis-tags';
import type { KodeTransaksi } from './use-kode-transaksi';

export interface KodeTransaksiSelectProps {
  kodes: readonly KodeTransaksi[];
  loading?: boolean;
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  disabled?: boolean;
}

interface Option {
  value: string;
  label: string;
  jenis: string;
}

/** 'KODE - NAMA' with MASUK or KELUAR beside it, in the list and once chosen. */
export function KodeTransaksiSelect({
  kodes,
  loading,
  value,
  onChange,
  id,
  disabled,
}: KodeTransaksiSelectProps) {
  const options: Option[] = kodes.map((kode) => ({
    value: kode.kode_transaksi,
    label: `${kode.kode_transaksi} - ${kode.nama_transaksi}`,
    jenis: kode.jenis_transaksi,
  }));
  const withTag = (label: string, jenis: string | undefined) => (
    <Flex justify="space-between" align="center" gap={8}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
      {jenis && <JenisTransaksiTag jenis={jenis} />}
    </Flex>
  );
  return (
    <Select<string, Option>
      id={id}
      data-testid="kode-transaksi"
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={loading}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Pilih Jenis Transaksi"
      notFoundContent={TEXTS.noData}
      optionRender={(option) => withTag(option.data.label, option.data.jenis)}
      labelRender={(selected) => {
        const option = options.find((item) => item.value === selected.value);
        return withTag(option?.label ?? String(selected.value), option?.jenis);
      }}
    />
  );
}
