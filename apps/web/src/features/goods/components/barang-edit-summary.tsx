import type { Barang } from '@toko/shared';
import { Descriptions } from 'antd';
import { formatBerat } from '../../../lib/format';

/** What the edit leaves alone, shown above the form: place and weight change only through their own screens. */
export function BarangEditSummary({ barang }: { barang: Barang }) {
  return (
    <Descriptions
      size="small"
      column={3}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'group',
          label: 'Group / Jenis',
          children: `${barang.kode_group} / ${barang.kode_dept}`,
        },
        {
          key: 'tempat',
          label: 'Gudang / Baki',
          children: `${barang.kode_gudang} / ${barang.kode_baki}`,
        },
        { key: 'berat', label: 'Berat', children: `${formatBerat(barang.berat)} gr` },
      ]}
    />
  );
}
