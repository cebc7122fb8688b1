import { type FocusEvent, useState } from 'react';
import { NumericInput } from '../../../../components/form/numeric-input';
import { formatNumber } from '../../../../lib/format';

export interface PriceInputProps {
  /** Digits as typed ("1480000"), or "" when empty. */
  value: string;
  onChange: (digits: string) => void;
  status?: 'error';
  'aria-label': string;
  'data-testid'?: string;
}

/** Twelve digits: up to 999,999,999,999, under the server's limit. */
const MAX_DIGITS = 12;

/**
 * A rupiah-per-gram price: digits only while typing, grouped "1,480,000" once the
 * field is left, so the owner reads the figure the way price boards write it.
 * Entering the field selects the whole figure: a new day's price is typed over the old.
 */
export function PriceInput({ value, onChange, status, ...props }: PriceInputProps) {
  const [focused, setFocused] = useState(false);
  const shown = focused || value === '' ? value : formatNumber(Number(value));

  const enter = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setFocused(true);
    // After React has swapped the grouped text for the digits.
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.select();
    });
  };

  return (
    <NumericInput
      {...props}
      mode="digits"
      prefix="Rp"
      maxLength={MAX_DIGITS}
      status={status}
      value={shown}
      onFocus={enter}
      onBlur={() => setFocused(false)}
      onChange={(event) => onChange(event.target.value)}
      style={{ width: 220 }}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
