import { InputNumber, type InputNumberProps } from 'antd';

/** "1480000" -> "1,480,000" while typing: amounts are read back the way receipts print them. */
export const groupThousands = (value: string | number | undefined): string =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const onlyDigitsOf = (text: string | undefined): string => (text ?? '').replace(/\D/g, '');

/**
 * The formatter and parser are made once, here: InputNumber rewrites its text from its value
 * whenever the formatter it is given changes, so a new function on each render made every
 * re-render of the form (a watched field, a query answering) put the last value back into the
 * box and drop the selection of whoever was typing: a "select all, type 10300000" then appended
 * to "10,000,000" (the flaky Tukar and Titipan payments of stop 35).
 */
const rupiahText = (value: number | string | undefined) => groupThousands(value);
const rupiahOf = (text: string | undefined) => Number(onlyDigitsOf(text));

export type RupiahInputProps = Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision' | 'min'>;

/** Whole rupiah, never negative, with thousands separators. */
export function RupiahInput(props: RupiahInputProps) {
  return (
    <InputNumber<number>
      controls={false}
      min={0}
      precision={0}
      formatter={rupiahText}
      parser={rupiahOf}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
