import { TUJUAN_SORTIR, TUJUAN_SORTIR_LABEL, type TujuanSortir } from '@toko/shared';
import { Form, Select } from 'antd';

const OPTIONS = TUJUAN_SORTIR.map((tujuan) => ({ value: tujuan, label: TUJUAN_SORTIR_LABEL[tujuan] }));

export interface TujuanSortirFormItemProps {
  name: string;
  'data-testid': string;
  onChange?: (value: TujuanSortir) => void;
}

/** The sorting destination: back on sale (Jual Kembali), re-plating (Sepuhan) or melting (Lebur). */
export function TujuanSortirFormItem({ name, onChange, ...rest }: TujuanSortirFormItemProps) {
  return (
    <Form.Item
      name={name}
      label="Tujuan Sortir"
      rules={[{ required: true, message: 'Tujuan Sortir Harus Dipilih' }]}
    >
      <Select<TujuanSortir>
        data-testid={rest['data-testid']}
        options={OPTIONS}
        placeholder="Pilih Tujuan Sortir"
        onChange={(value) => onChange?.(value)}
      />
    </Form.Item>
  );
}
