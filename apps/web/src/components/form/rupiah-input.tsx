import { InputNumber, type InputNumberProps } from 'antd';

/** "1480000" -> "1,480,000" while typing: amounts are read back the way receipts print them. */
export const groupThousands = (value: string | number | undefined): string =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const onlyDigitsOf = (text: string | undefined): string => (text ?? '').replace(/\D/g, '');

export type RupiahInputProps = Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision' | 'min'>;

/** Whole rupiah, never negative, with thousands separators. */
export function RupiahInput(props: RupiahInputProps) {
  return (
    <InputNumber<number>
      controls={false}
      min={0}
      precision={0}
      formatter={(value) => groupThousands(value)}
      parser={(text) => Number(onlyDigitsOf(text))}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
